import { randomInt } from 'node:crypto';
import { CUSTOMER_AUTH_PATHS, LOGIN_CODE_RESEND_SECONDS, type ErrorAnswer } from '../../contracts';
import type { App } from '../../app';
import { describeEachDatabase, type TestContext } from '../../test/databases';
import { extraApp, newClient, post, smsOf, uniquePhoneNumber } from '../auth/auth-test-kit';
import { SEND_CODE_PER_ADDRESS, SEND_CODE_PER_PHONE, SEND_CODE_PER_SITE, VERIFY_CODE_PER_ADDRESS } from './login-limits';

const sendCode = (ctx: Pick<TestContext, 'app'>, phoneNumber: string, client: string, subdomain = 'demo') =>
  post<ErrorAnswer>(ctx, CUSTOMER_AUTH_PATHS.sendCode, { phoneNumber, countryCode: '+91', subdomain }, { client });

/** Only Date moves: the rate-limit windows follow the wall clock, timers and I/O stay real. */
function fakeWallClock() {
  jest.useFakeTimers({
    now: Date.now(),
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
  return { advance: (ms: number) => jest.setSystemTime(Date.now() + ms) };
}

describeEachDatabase('login code rate limits', (ctx) => {
  afterEach(() => jest.useRealTimers());

  it(`holds a phone's next code back for ${LOGIN_CODE_RESEND_SECONDS} s (the widget's countdown), per phone and site`, async () => {
    const phoneNumber = uniquePhoneNumber();
    const client = newClient();
    expect((await sendCode(ctx, phoneNumber, client)).status).toBe(200);
    const again = await sendCode(ctx, phoneNumber, newClient());
    expect(again.status).toBe(429);
    expect(again.body).toEqual({ message: expect.stringMatching(/^Please wait \d+ seconds? before requesting another code\.$/), code: 'RATE_LIMITED' });
    const wait = Number(again.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LOGIN_CODE_RESEND_SECONDS);
    // another phone from the same client, and the same phone on another site, are not held back
    expect((await sendCode(ctx, uniquePhoneNumber(), client)).status).toBe(200);
    expect((await sendCode(ctx, phoneNumber, client, 'sunrise')).status).toBe(200);
  });

  it(`sends a phone the next code once the ${LOGIN_CODE_RESEND_SECONDS} s have passed, and at most ${SEND_CODE_PER_PHONE.max} an hour`, async () => {
    const clock = fakeWallClock();
    const phoneNumber = uniquePhoneNumber();
    for (let i = 1; i <= SEND_CODE_PER_PHONE.max; i += 1) {
      expect([i, (await sendCode(ctx, phoneNumber, newClient())).status]).toEqual([i, 200]);
      clock.advance(LOGIN_CODE_RESEND_SECONDS * 1_000);
    }
    const refused = await sendCode(ctx, phoneNumber, newClient());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many verification codes were sent to this number\. Please try again in \d+ minutes\.$/);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(3_600 - SEND_CODE_PER_PHONE.max * LOGIN_CODE_RESEND_SECONDS - 5);
    expect(wait).toBeLessThanOrEqual(3_600);
    clock.advance(wait * 1_000);
    expect((await sendCode(ctx, phoneNumber, newClient())).status).toBe(200);
  });

  it(`lets ${SEND_CODE_PER_ADDRESS.max} shoppers behind one carrier address log in within 10 minutes, and refuses the next`, async () => {
    const carrier = newClient();
    const shoppers = Array.from({ length: SEND_CODE_PER_ADDRESS.max }, () => uniquePhoneNumber());
    const answers = await Promise.all(shoppers.map((phone) => sendCode(ctx, phone, carrier)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(SEND_CODE_PER_ADDRESS.max);
    const refused = await sendCode(ctx, uniquePhoneNumber(), carrier);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many verification codes were requested from your network\. Please try again in 10 minutes\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect((await sendCode(ctx, uniquePhoneNumber(), newClient())).status).toBe(200);
  });

  it('still holds one phone back behind a shared carrier address while its neighbours get their codes', async () => {
    const carrier = newClient();
    const phoneNumber = uniquePhoneNumber();
    expect((await sendCode(ctx, phoneNumber, carrier)).status).toBe(200);
    const again = await sendCode(ctx, phoneNumber, carrier);
    expect([again.status, again.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(again.body.message).toMatch(/^Please wait \d+ seconds? before requesting another code\.$/);
    for (let i = 0; i < 5; i += 1) expect((await sendCode(ctx, uniquePhoneNumber(), carrier)).status).toBe(200);
  });

  it(`sends at most ${SEND_CODE_PER_SITE.max} codes an hour for one site, however many addresses ask, and other sites go on`, async () => {
    // an app of its own: its counters start at zero, and the site's ceiling is not used up for the other tests
    const app = await extraApp(ctx);
    try {
      const perAddress = SEND_CODE_PER_ADDRESS.max / 2;
      const addresses = Array.from({ length: Math.ceil(SEND_CODE_PER_SITE.max / perAddress) }, (_, i) => `198.18.${randomInt(0, 256)}.${i + 1}`);
      const statuses: number[] = [];
      for (let sent = 0; sent < SEND_CODE_PER_SITE.max; sent += perAddress) {
        const client = addresses[sent / perAddress]!;
        const batch = Array.from({ length: Math.min(perAddress, SEND_CODE_PER_SITE.max - sent) }, () => sendCode({ app }, uniquePhoneNumber(), client));
        statuses.push(...(await Promise.all(batch)).map((a) => a.status));
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(SEND_CODE_PER_SITE.max);
      const refused = await sendCode({ app }, uniquePhoneNumber(), newClient());
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: 'This shop has received too many login requests. Please try again in 60 minutes.', code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_000);
      expect(smsOf(app).sent).toHaveLength(SEND_CODE_PER_SITE.max);
      expect((await sendCode({ app }, uniquePhoneNumber(), newClient(), 'sunrise')).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it(`allows ${VERIFY_CODE_PER_ADDRESS.max} code checks per client address per 10 minutes`, async () => {
    const client = newClient();
    const verify = () =>
      post<ErrorAnswer>(ctx, CUSTOMER_AUTH_PATHS.verifyCode, { phoneNumber: uniquePhoneNumber(), countryCode: '+91', subdomain: 'demo', otp: '000000' }, { client });
    for (let i = 0; i < VERIFY_CODE_PER_ADDRESS.max; i += 1) expect((await verify()).body.code).toBe('CODE_EXPIRED');
    const refused = await verify();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many verification attempts. Please try again in 10 minutes.', code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
  });

  describe('TRUSTED_PROXIES: whose X-Forwarded-For names the client', () => {
    const sendFrom = (app: App, remoteAddress: string, forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: CUSTOMER_AUTH_PATHS.sendCode,
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { phoneNumber: uniquePhoneNumber(), countryCode: '+91', subdomain: 'demo' },
      });
    const invented = () => `198.51.100.${randomInt(1, 255)}`;

    it('ignores the header from a peer that is not the host\'s server: inventing addresses does not dodge the limit', async () => {
      const peer = `192.0.2.${randomInt(1, 255)}`;
      const statuses: number[] = [];
      for (let i = 0; i <= SEND_CODE_PER_ADDRESS.max; i += 1) statuses.push((await sendFrom(ctx.app, peer, invented())).statusCode);
      expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });

    it('believes the header from loopback, where the host\'s server forwards from', async () => {
      const client = `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
      for (let i = 0; i < SEND_CODE_PER_ADDRESS.max; i += 1) expect((await sendFrom(ctx.app, '127.0.0.1', client)).statusCode).toBe(200);
      expect((await sendFrom(ctx.app, '127.0.0.1', client)).statusCode).toBe(429);
      expect((await sendFrom(ctx.app, '127.0.0.1', invented())).statusCode).toBe(200);
    });

    it('believes a configured proxy range, and nobody with TRUSTED_PROXIES=none', async () => {
      const behindBalancer = await extraApp(ctx, { env: { TRUSTED_PROXIES: '10.0.0.0/8' } });
      const direct = await extraApp(ctx, { env: { TRUSTED_PROXIES: 'none' } });
      try {
        // behind a balancer in 10.0.0.0/8: the header names the client, whichever balancer forwards
        const client = `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
        for (let i = 0; i < SEND_CODE_PER_ADDRESS.max; i += 1) expect((await sendFrom(behindBalancer, '10.1.2.3', client)).statusCode).toBe(200);
        expect((await sendFrom(behindBalancer, '10.9.9.9', client)).statusCode).toBe(429);
        expect((await sendFrom(behindBalancer, '10.9.9.9', invented())).statusCode).toBe(200);
        // none: even loopback's header is ignored
        const statuses: number[] = [];
        for (let i = 0; i <= SEND_CODE_PER_ADDRESS.max; i += 1) statuses.push((await sendFrom(direct, '127.0.0.1', invented())).statusCode);
        expect(statuses.at(-1)).toBe(429);
      } finally {
        await behindBalancer.close();
        await direct.close();
      }
    });
  });
});

const REDIS_URL = process.env.REDIS_URL;

if (!REDIS_URL) {
  describe.skip('login code rate limits shared through Redis [skipped: REDIS_URL is not set]', () => {
    it('counts one phone across two API processes', () => undefined);
  });
} else {
  describeEachDatabase('login code rate limits shared through Redis', (ctx) => {
    it('counts one phone and one client address across two API processes', async () => {
      const one = await extraApp(ctx, { env: { REDIS_URL } });
      const two = await extraApp(ctx, { env: { REDIS_URL } });
      try {
        const phoneNumber = uniquePhoneNumber();
        expect((await sendCode({ app: one }, phoneNumber, newClient())).status).toBe(200);
        const refused = await sendCode({ app: two }, phoneNumber, newClient());
        expect(refused.status).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_CODE_RESEND_SECONDS);

        // an address of its own on every run: the counters outlive the test in Redis for their window
        const client = `2001:db8:${randomInt(0, 0xffff).toString(16)}:${randomInt(0, 0xffff).toString(16)}::1`;
        const statuses: number[] = [];
        // half the address's allowance through each process: together they reach it
        for (let i = 0; i <= SEND_CODE_PER_ADDRESS.max; i += 1) statuses.push((await sendCode({ app: i % 2 ? two : one }, uniquePhoneNumber(), client)).status);
        expect(statuses.at(-1)).toBe(429);
      } finally {
        await one.close();
        await two.close();
      }
    });

    it('refuses to start when Redis cannot be reached, naming REDIS_URL', async () => {
      await expect(extraApp(ctx, { env: { REDIS_URL: 'redis://127.0.0.1:1' } })).rejects.toThrow(/REDIS_URL/);
    });
  });
}
