import { SESSION_HARD_STALENESS_MS } from '../constants';
import { isSessionValid, normalizeHostname, sessionExpiry } from './session-validity';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const MIN = 60_000;
const HOUR = 60 * MIN;
const session = (over: Record<string, unknown> = {}) => ({
  customerId: 'c1',
  hostname: 'demo.localhost',
  expiresAt: NOW + HOUR,
  ...over,
});

describe('isSessionValid', () => {
  it.each([
    ['valid, expiry in the future', session(), 'demo.localhost', true],
    ['host differs', session(), 'other.localhost', false],
    ['leading www on the stored host', session({ hostname: 'www.Shop.example' }), 'shop.example', true],
    ['leading www on the current host', session({ hostname: 'shop.example' }), 'WWW.shop.example', true],
    ['www only ignored at the start', session({ hostname: 'shop.www.example' }), 'shop.example', false],
    ['expired 4 minutes ago: within 5 minutes grace', session({ expiresAt: NOW - 4 * MIN }), 'demo.localhost', true],
    ['expired exactly 5 minutes ago', session({ expiresAt: NOW - 5 * MIN }), 'demo.localhost', true],
    ['expired 5 minutes and 1 ms ago', session({ expiresAt: NOW - 5 * MIN - 1 }), 'demo.localhost', false],
    ['expired 11 hours ago', session({ expiresAt: NOW - 11 * HOUR }), 'demo.localhost', false],
    ['no customer id', session({ customerId: '' }), 'demo.localhost', false],
    ['no host name', session({ hostname: undefined }), 'demo.localhost', false],
    ['no expiry', session({ expiresAt: undefined }), 'demo.localhost', false],
    ['expiry as an ISO string', session({ expiresAt: new Date(NOW + HOUR).toISOString() }), 'demo.localhost', true],
    ['garbage expiry', session({ expiresAt: 'soon' }), 'demo.localhost', false],
    ['expiring this very millisecond', session({ expiresAt: NOW }), 'demo.localhost', true],
    ['host in other case', session({ hostname: 'DEMO.Localhost' }), 'demo.localhost', true],
    ['a sub-site of the stored host', session({ hostname: 'demo.localhost' }), 'shop.demo.localhost', false],
    ['a trailing dot on the current host', session(), 'demo.localhost.', true],
    ['exactly at the hard limit, 10 hours past (the grace binds first)', session({ expiresAt: NOW - 10 * HOUR }), 'demo.localhost', false],
  ])('%s', (_name, stored, hostname, expected) => {
    expect(isSessionValid(stored, { hostname, now: NOW })).toBe(expected);
  });

  it('rejects no session', () => {
    expect(isSessionValid(null, { hostname: 'demo.localhost', now: NOW })).toBe(false);
  });

  it('the hard limit (36,000,000 ms = 10 hours) binds when the grace is configured longer', () => {
    expect(SESSION_HARD_STALENESS_MS).toBe(36_000_000);
    const stale = session({ expiresAt: NOW - 10 * HOUR - 1 });
    const justInside = session({ expiresAt: NOW - 10 * HOUR });
    expect(isSessionValid(stale, { hostname: 'demo.localhost', now: NOW, graceMs: 100 * HOUR })).toBe(false);
    expect(isSessionValid(justInside, { hostname: 'demo.localhost', now: NOW, graceMs: 100 * HOUR })).toBe(true);
    // the other readings of the spec, 100,000 s and 100 hours, are one option away
    const day = session({ expiresAt: NOW - 24 * HOUR });
    expect(isSessionValid(day, { hostname: 'demo.localhost', now: NOW, graceMs: Infinity, hardStalenessMs: 100_000_000 })).toBe(true);
  });

  it('normalizes host names and computes the 10-day expiry', () => {
    expect(normalizeHostname(' WWW.Demo.Localhost. ')).toBe('demo.localhost');
    expect(sessionExpiry(NOW)).toBe(NOW + 864_000_000);
  });
});
