/** @jest-environment node */
import { listenHostFromEnv, portFromEnv } from './listen-config';

describe('portFromEnv', () => {
  it('reads the port the variable names', () => {
    expect(portFromEnv('HOST_PORT', 3000, { HOST_PORT: '5300' })).toBe(5300);
    expect(portFromEnv('HOST_PORT', 3000, { HOST_PORT: ' 5300 ' })).toBe(5300);
  });

  it('falls back to the default when the variable is unset or empty', () => {
    expect(portFromEnv('HOST_PORT', 3000, {})).toBe(3000);
    expect(portFromEnv('HOST_PORT', 3000, { HOST_PORT: '' })).toBe(3000);
  });

  it.each(['abc', '0', '65536', '80.5', '-1'])('refuses %s, naming the variable', (raw) => {
    expect(() => portFromEnv('CHAT_PORT', 3002, { CHAT_PORT: raw })).toThrow(`CHAT_PORT must be a port number between 1 and 65535, got '${raw}'`);
  });
});

describe('listenHostFromEnv', () => {
  it('binds to this machine unless LISTEN_HOST opens it up', () => {
    expect(listenHostFromEnv({})).toBe('127.0.0.1');
    expect(listenHostFromEnv({ LISTEN_HOST: '0.0.0.0' })).toBe('0.0.0.0');
  });
});
