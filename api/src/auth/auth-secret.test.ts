import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { AUTH_SECRET_FILE, resolveAuthSecret } from './auth-secret';

describe('resolveAuthSecret', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-secret-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('uses AUTH_SECRET when it is set, and writes nothing', () => {
    expect(resolveAuthSecret({ authSecret: 's'.repeat(32), dataDir: dir })).toBe('s'.repeat(32));
    expect(fs.existsSync(path.join(dir, AUTH_SECRET_FILE))).toBe(false);
  });

  it('generates a key on the first start, keeps it private and reuses it after a restart', () => {
    const first = resolveAuthSecret({ authSecret: undefined, dataDir: path.join(dir, 'data') });
    expect(first.length).toBeGreaterThanOrEqual(64);
    const file = path.join(dir, 'data', AUTH_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret({ authSecret: undefined, dataDir: path.join(dir, 'data') })).toBe(first);
  });

  it('refuses a kept key that is too short', () => {
    fs.writeFileSync(path.join(dir, AUTH_SECRET_FILE), 'short');
    expect(() => resolveAuthSecret({ authSecret: undefined, dataDir: dir })).toThrow(/no usable key/);
  });
});

describe('AUTH_SECRET in the configuration', () => {
  it('is optional and must be at least 32 characters when set', () => {
    expect(loadConfig({}).authSecret).toBeUndefined();
    expect(loadConfig({ AUTH_SECRET: 'k'.repeat(32) }).authSecret).toBe('k'.repeat(32));
    expect(() => loadConfig({ AUTH_SECRET: 'too-short' })).toThrow(/AUTH_SECRET=.*must be at least 32 characters/);
  });
});
