/** @jest-environment node */
import { ConfigError } from 'server-kit';
import { loadHostConfig } from './host-config';

describe("the host's configuration", () => {
  it('forwards to the API on this machine and renders on the server unless told otherwise', () => {
    expect(loadHostConfig({})).toEqual({
      port: 3000,
      listenHost: '127.0.0.1',
      apiUrl: 'http://127.0.0.1:4000',
      defaultSubdomain: 'demo',
      serverRendering: true,
      siteDomains: ['localhost'],
      frameAncestors: [],
      redisUrl: undefined,
      shutdown: { drainMs: 5000, deadlineMs: 10_000 },
    });
  });

  it('reads each setting it is given', () => {
    const config = loadHostConfig({ HOST_PORT: '5600', API_PORT: '6600', SSR: 'off', DEFAULT_SUBDOMAIN: 'Sunrise', FRAME_ANCESTORS: 'https://a.example.in, https://b.example.in:8443' });
    expect(config).toMatchObject({ port: 5600, apiUrl: 'http://127.0.0.1:6600', serverRendering: false, defaultSubdomain: 'sunrise' });
    expect(config.frameAncestors).toEqual(['https://a.example.in', 'https://b.example.in:8443']);
    expect(loadHostConfig({ API_URL: 'https://api.example.in/' }).apiUrl).toBe('https://api.example.in');
    expect(loadHostConfig({ SITE_DOMAINS: 'Shops.Example.in, localhost' }).siteDomains).toEqual(['shops.example.in', 'localhost']);
  });

  it('stops at start on a wrong value, naming each variable', () => {
    const attempt = () => loadHostConfig({ SSR: 'maybe', API_URL: 'api:4000', FRAME_ANCESTORS: "'self' https://a.example.in/path", CHECKOUT_PORT: 'x' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/SSR="maybe": must be on or off/);
    expect(attempt).toThrow(/API_URL="api:4000": must be an http:\/\/ or https:\/\/ URL/);
    expect(attempt).toThrow(/FRAME_ANCESTORS=.*: must be origins/);
    expect(attempt).toThrow(/CHECKOUT_PORT="x": must be a port number/);
    expect(() => loadHostConfig({ SITE_DOMAINS: 'https://shops.example.in' })).toThrow(/SITE_DOMAINS=.*: must be domain names/);
  });
});
