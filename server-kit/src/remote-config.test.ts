/** @jest-environment node */
import { ConfigError } from './env-schema';
import { loadRemoteConfig } from './remote-config';

describe("a remote's configuration", () => {
  it('binds to this machine at the default ports, logging JSON at info, unless told otherwise', () => {
    expect(loadRemoteConfig({})).toEqual({
      LISTEN_HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      TRUST_PROXY: undefined,
      SHUTDOWN_DRAIN_SECONDS: 5,
      SHUTDOWN_TIMEOUT_SECONDS: 10,
      STOREFRONT_URL: undefined,
      CHAT_URL: undefined,
      CHECKOUT_URL: undefined,
      STOREFRONT_PORT: 3001,
      CHAT_PORT: 3002,
      CHECKOUT_PORT: 3003,
    });
    expect(loadRemoteConfig({ CHAT_PORT: ' 5302 ', LISTEN_HOST: '0.0.0.0', CHAT_URL: '' })).toMatchObject({ CHAT_PORT: 5302, LISTEN_HOST: '0.0.0.0', CHAT_URL: undefined });
  });

  it.each(['abc', '0', '65536', '80.5', '-1'])('refuses the port %s, naming the variable and its value', (raw) => {
    expect(() => loadRemoteConfig({ CHAT_PORT: raw })).toThrow(new ConfigError(`Invalid configuration:\n  CHAT_PORT=${JSON.stringify(raw)}: must be a port number between 1 and 65535`));
  });

  it('reads the shutdown times in whole seconds', () => {
    expect(loadRemoteConfig({ SHUTDOWN_DRAIN_SECONDS: '0', SHUTDOWN_TIMEOUT_SECONDS: '30' })).toMatchObject({ SHUTDOWN_DRAIN_SECONDS: 0, SHUTDOWN_TIMEOUT_SECONDS: 30 });
    expect(() => loadRemoteConfig({ SHUTDOWN_TIMEOUT_SECONDS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS="soon": must be a number of seconds/);
  });

  it('names every wrong variable at once', () => {
    const attempt = () => loadRemoteConfig({ LOG_LEVEL: 'loud', STOREFRONT_URL: 'storefront.example.in', TRUST_PROXY: 'yes please' });
    expect(attempt).toThrow(/LOG_LEVEL="loud": must be one of fatal, error, warn, info, debug, trace, silent/);
    expect(attempt).toThrow(/STOREFRONT_URL="storefront.example.in": must be an http:\/\/ or https:\/\/ URL/);
    expect(attempt).toThrow(/TRUST_PROXY="yes please": must be true, false, or comma-separated addresses/);
  });

  it('believes a balancer given by address', () => {
    expect(loadRemoteConfig({ TRUST_PROXY: '10.0.0.0/8, ::1' }).TRUST_PROXY).toBe('10.0.0.0/8, ::1');
  });
});
