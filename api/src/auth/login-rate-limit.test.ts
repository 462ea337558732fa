import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS, LoginRateLimiter } from './login-rate-limit';

describe('LoginRateLimiter', () => {
  const clock = { now: 0 };
  const limiter = () => new LoginRateLimiter(() => clock.now);
  beforeEach(() => {
    clock.now = 1_000_000;
  });

  it(`lets ${LOGIN_MAX_FAILURES} failures through, then refuses until the window ends`, () => {
    const l = limiter();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      expect(l.retryAfter('1.2.3.4', 'a@b.in')).toBe(0);
      l.recordFailure('1.2.3.4', 'a@b.in');
    }
    expect(l.retryAfter('1.2.3.4', 'a@b.in')).toBe(LOGIN_WINDOW_MS);
    clock.now += LOGIN_WINDOW_MS - 1;
    expect(l.retryAfter('1.2.3.4', 'a@b.in')).toBe(1);
    clock.now += 1;
    expect(l.retryAfter('1.2.3.4', 'a@b.in')).toBe(0);
  });

  it('counts per address and e-mail (case-insensitive), and a success clears the count', () => {
    const l = limiter();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) l.recordFailure('1.2.3.4', 'A@b.in');
    expect(l.retryAfter('1.2.3.4', 'a@B.in')).toBeGreaterThan(0);
    expect(l.retryAfter('5.6.7.8', 'a@b.in')).toBe(0);
    expect(l.retryAfter('1.2.3.4', 'other@b.in')).toBe(0);
    l.recordSuccess('1.2.3.4', 'a@b.in');
    expect(l.retryAfter('1.2.3.4', 'a@b.in')).toBe(0);
  });
});
