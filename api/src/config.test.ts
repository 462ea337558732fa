import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults on an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, '.data'),
      pgliteDir: path.join(REPO_ROOT, '.data', 'pglite'),
      uploadsDir: path.join(REPO_ROOT, '.data', 'uploads'),
      defaultSubdomain: 'demo',
      logLevel: 'info',
    });
  });

  it('derives the PGlite and uploads directories from DATA_DIR unless they are set', () => {
    const config = loadConfig({ DATA_DIR: '/srv/data', UPLOADS_DIR: '/mnt/files' });
    expect(config.pgliteDir).toBe('/srv/data/pglite');
    expect(config.uploadsDir).toBe('/mnt/files');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ API_PORT: '', DATABASE_URL: '', LOG_LEVEL: ' ' })).toMatchObject({ port: 4000, databaseUrl: undefined, logLevel: 'info' });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      API_PORT: '8080',
      LISTEN_HOST: '127.0.0.1',
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/shop',
      DEFAULT_SUBDOMAIN: 'Sunrise',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', databaseUrl: 'postgresql://postgres@127.0.0.1:5432/shop', defaultSubdomain: 'sunrise', logLevel: 'warn' });
  });

  it.each([
    [{ API_PORT: 'eighty' }, 'API_PORT="eighty": must be a number'],
    [{ API_PORT: '70000' }, 'API_PORT="70000": must be 0-65535'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL="mysql://localhost/db": must be a postgres://'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL="loud": must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ DEFAULT_SUBDOMAIN: 'my.site' }, 'DEFAULT_SUBDOMAIN="my.site": must be a host-name label'],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('names every wrong variable at once', () => {
    expect(() => loadConfig({ API_PORT: 'x', LOG_LEVEL: 'y' })).toThrow(/API_PORT[\s\S]*LOG_LEVEL/);
  });
});
