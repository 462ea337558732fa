/**
 * Login abuse, end to end through the routes: guessing a phone's code, flooding phones and the SMS
 * provider with codes, guessing an owner's password, and replaying or reusing refresh tokens. Every
 * attack is fired the way a script would (bursts in parallel, addresses rotated where that is the
 * point), and the suite prints how many attack requests it fired and how many got through.
 */
import { randomInt } from 'node:crypto';
import { asc, eq, gte } from 'drizzle-orm';
import { AUTH_PATHS, CUSTOMER_LOGIN_MESSAGES, LOGIN_CODE_MAX_ATTEMPTS, LOGIN_CODE_RESEND_SECONDS, OWNER_AUTH_MESSAGES, type ErrorAnswer } from '../contracts';
import { ownerNotices, sessions } from '../db/schema';
import { ACCOUNT_BACKOFF_FAILURES, ACCOUNT_BACKOFF_FIRST_MS } from '../auth/account-backoff';
import { describeEachDatabase, type TestContext } from '../test/databases';
import { cookiePair, DEMO_LOGIN, extraApp, loginCustomer, loginOwner, newClient, post, smsOf, uniquePhoneNumber } from '../routes/auth/auth-test-kit';
import { accountHeldMessage, LOGIN_MAX_FAILURES } from '../routes/auth/owner-login';
import { SEND_CODE_PER_ADDRESS, SEND_CODE_PER_PHONE, SEND_CODE_PER_SITE, VERIFY_CODE_PER_ADDRESS } from '../routes/customer-auth/login-limits';
import { LOGIN_ANSWER_MESSAGES } from '../routes/customer-auth/login-answers';
import { ROTATION_GRACE_MS } from '../repositories/refresh-sessions';
import { AttackTally, fakeWallClock, sendCode, sixSpellings, verifyCode, wrongCodes } from './login-abuse-kit';

const CUSTOMER = { 'x-session-type': 'customer' };
const OWNER = { 'x-session-type': 'user' };
const REFUSED_REFRESH = { message: 'Refresh token invalid', code: 'TOKEN_INVALID' };

describeEachDatabase('login abuse', (ctx) => {
  const tally = new AttackTally();
  afterEach(() => jest.useRealTimers());
  afterAll(() => tally.print(`[proof] login abuse [${ctx.kind}]`));

  const smsTo = (phoneNumber: string) => smsOf(ctx.app).sent.filter((sms) => sms.phoneNumber === phoneNumber);
  const codeOf = (phoneNumber: string) => {
    const code = smsOf(ctx.app).lastCode({ phoneNumber, subdomain: 'demo' });
    if (!code) throw new Error('no code was sent');
    return code;
  };

  describe('guessing a login code', () => {
    it(`compares at most ${LOGIN_CODE_MAX_ATTEMPTS} guesses of one code, however many arrive at once and from however many addresses`, async () => {
      const phoneNumber = uniquePhoneNumber();
      expect((await sendCode(ctx, phoneNumber)).status).toBe(200);
      const code = codeOf(phoneNumber);
      const guesses = wrongCodes(code, 30);
      const answers = await Promise.all(guesses.map((guess) => verifyCode(ctx, phoneNumber, guess)));
      const invalid = answers.filter((a) => a.body.code === 'INVALID_CODE');
      const locked = answers.filter((a) => a.body.code === 'CODE_LOCKED');
      tally.add('concurrent guesses of one code', answers.length, answers.filter((a) => a.status === 200).length);

      expect(answers.every((a) => a.status === 400)).toBe(true);
      expect(invalid.map((a) => a.body.attemptsLeft).sort()).toEqual([1, 2, 3, 4]);
      expect(invalid[0]?.body.message).toBe(CUSTOMER_LOGIN_MESSAGES.invalidCode);
      expect(locked).toHaveLength(guesses.length - (LOGIN_CODE_MAX_ATTEMPTS - 1));
      expect(locked.every((a) => String(a.body.message) === LOGIN_ANSWER_MESSAGES.codeLocked && a.body.attemptsLeft === 0)).toBe(true);

      // the right code, typed after the lock, no longer logs in either
      const right = await verifyCode(ctx, phoneNumber, code);
      tally.add('the right code after the lock', 1, right.status === 200 ? 1 : 0);
      expect(right.status).toBe(400);
      expect(right.body).toEqual({ message: 'Too many wrong codes. Please request a new code.', code: 'CODE_LOCKED', attemptsLeft: 0 });
    });

    it(`caps a phone at ${SEND_CODE_PER_PHONE.max * LOGIN_CODE_MAX_ATTEMPTS} compared guesses an hour: ${SEND_CODE_PER_PHONE.max} codes of ${LOGIN_CODE_MAX_ATTEMPTS} tries`, async () => {
      const clock = fakeWallClock();
      const phoneNumber = uniquePhoneNumber();
      let compared = 0;
      let fired = 0;
      for (let round = 1; round <= SEND_CODE_PER_PHONE.max; round += 1) {
        expect([round, (await sendCode(ctx, phoneNumber)).status]).toEqual([round, 200]);
        const guesses = wrongCodes(codeOf(phoneNumber), LOGIN_CODE_MAX_ATTEMPTS + 3);
        const answers = [];
        for (const guess of guesses) answers.push(await verifyCode(ctx, phoneNumber, guess));
        fired += answers.length;
        compared += answers.filter((a) => a.body.code === 'INVALID_CODE').length + 1;
        tally.add('guesses over an hour of new codes', answers.length, answers.filter((a) => a.status === 200).length);
        expect(answers.map((a) => a.body.code)).toEqual([
          ...Array<string>(LOGIN_CODE_MAX_ATTEMPTS - 1).fill('INVALID_CODE'),
          ...Array<string>(4).fill('CODE_LOCKED'),
        ]);
        clock.advance(LOGIN_CODE_RESEND_SECONDS * 1_000);
      }
      const sixth = await sendCode(ctx, phoneNumber);
      tally.add('codes past the hourly limit', 1, sixth.status === 200 ? 1 : 0);
      expect(sixth.status).toBe(429);
      expect(sixth.body.message).toMatch(/^Too many verification codes were sent to this number\. Please try again in \d+ minutes\.$/);
      expect(smsTo(phoneNumber)).toHaveLength(SEND_CODE_PER_PHONE.max);
      expect(compared).toBe(SEND_CODE_PER_PHONE.max * LOGIN_CODE_MAX_ATTEMPTS);
      console.log(`[proof] login abuse [${ctx.kind}]: ${fired} guesses in an hour, ${compared} compared, of 1,000,000 possible codes`);
    });

    it(`refuses the ${VERIFY_CODE_PER_ADDRESS.max + 1}th code check from one address within 10 minutes, even in one burst`, async () => {
      const client = newClient();
      const burst = VERIFY_CODE_PER_ADDRESS.max + 10;
      const answers = await Promise.all(Array.from({ length: burst }, () => verifyCode(ctx, uniquePhoneNumber(), '000000', client)));
      const limited = answers.filter((a) => a.status === 429);
      tally.add('code checks past the address limit', 10, 10 - limited.length);
      expect(limited).toHaveLength(10);
      expect(limited[0]?.body).toEqual({ message: 'Too many verification attempts. Please try again in 10 minutes.', code: 'RATE_LIMITED' });
      expect(answers.filter((a) => a.body.code === 'CODE_EXPIRED')).toHaveLength(VERIFY_CODE_PER_ADDRESS.max);
    });

    const redisUrl = process.env.REDIS_URL;
    (redisUrl ? it : it.skip)('counts a burst of code checks the same way when two API processes share the limits through Redis', async () => {
      const one = { app: await extraApp(ctx, { env: { REDIS_URL: redisUrl! } }) };
      const two = { app: await extraApp(ctx, { env: { REDIS_URL: redisUrl! } }) };
      try {
        // an address of its own on every run: the counters outlive the test in Redis for their window
        const client = `2001:db8:${randomInt(0, 0xffff).toString(16)}:${randomInt(0, 0xffff).toString(16)}::1`;
        const burst = VERIFY_CODE_PER_ADDRESS.max + 10;
        const answers = await Promise.all(Array.from({ length: burst }, (_, i) => verifyCode(i % 2 ? two : one, uniquePhoneNumber(), '000000', client)));
        const limited = answers.filter((a) => a.status === 429);
        tally.add('code checks past the address limit, two processes', 10, 10 - limited.length);
        expect(limited).toHaveLength(10);
      } finally {
        await one.app.close();
        await two.app.close();
      }
    });
  });

  describe('one phone spelt six ways', () => {
    it('is one customer with one set of limits, however the country code and the zeros are typed', async () => {
      const clock = fakeWallClock();
      const national = uniquePhoneNumber();
      const spellings = sixSpellings(national);
      expect((await sendCode(ctx, national)).status).toBe(200);
      const others = await Promise.all(spellings.slice(1).map(([countryCode, phone]) => sendCode(ctx, phone, newClient(), countryCode)));
      tally.add('one phone spelt five more ways within its resend wait', others.length, others.filter((a) => a.status === 200).length);
      expect(others.map((a) => a.status)).toEqual(others.map(() => 429));

      const customerIds = new Set<string>();
      for (const [round, [countryCode, phone]] of spellings.slice(0, SEND_CODE_PER_PHONE.max).entries()) {
        if (round > 0) clock.advance(LOGIN_CODE_RESEND_SECONDS * 1_000 + 1);
        if (round > 0) expect((await sendCode(ctx, phone, newClient(), countryCode)).status).toBe(200);
        const login = await verifyCode(ctx, phone, codeOf(national), newClient(), countryCode);
        expect([login.status, login.body.customerData]).toEqual([200, { customerId: login.body.customerId, name: '', countryCode: '+91', phoneNumber: national }]);
        customerIds.add(login.body.customerId);
      }
      expect(customerIds.size).toBe(1);

      clock.advance(LOGIN_CODE_RESEND_SECONDS * 1_000 + 1);
      const [countryCode, phone] = spellings[SEND_CODE_PER_PHONE.max]!;
      const overHour = await sendCode(ctx, phone, newClient(), countryCode);
      tally.add("a phone's hourly codes asked again in another spelling", 1, overHour.status === 200 ? 1 : 0);
      expect(overHour.status).toBe(429);
      expect(smsTo(national)).toHaveLength(SEND_CODE_PER_PHONE.max);
    });
  });

  describe('flooding phones with codes', () => {
    it(`sends one code for a burst of requests for one phone from many addresses, then holds the next back ${LOGIN_CODE_RESEND_SECONDS} s`, async () => {
      const phoneNumber = uniquePhoneNumber();
      const answers = await Promise.all(Array.from({ length: 12 }, () => sendCode(ctx, phoneNumber)));
      const held = answers.filter((a) => a.status === 429);
      tally.add('concurrent codes for one phone', answers.length - 1, answers.length - 1 - held.length);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(held).toHaveLength(answers.length - 1);
      expect(held.every((a) => /^Please wait \d+ seconds? before requesting another code\.$/.test(a.body.message) && a.body.code === 'RATE_LIMITED')).toBe(true);
      expect(held.every((a) => Number(a.headers['retry-after']) > 0 && Number(a.headers['retry-after']) <= LOGIN_CODE_RESEND_SECONDS)).toBe(true);
      expect(smsTo(phoneNumber)).toHaveLength(1);
    });

    it(`sends ${SEND_CODE_PER_ADDRESS.max} codes to an address walking through phone numbers, then no more`, async () => {
      const client = newClient();
      const phones = Array.from({ length: SEND_CODE_PER_ADDRESS.max + 8 }, () => uniquePhoneNumber());
      const answers = await Promise.all(phones.map((phone) => sendCode(ctx, phone, client)));
      const refused = answers.filter((a) => a.status === 429);
      tally.add('codes past the address limit', 8, 8 - refused.length);
      expect(refused).toHaveLength(8);
      expect(refused[0]?.body).toEqual({
        message: 'Too many verification codes were requested from your network. Please try again in 10 minutes.',
        code: 'RATE_LIMITED',
      });
      expect(phones.flatMap(smsTo)).toHaveLength(SEND_CODE_PER_ADDRESS.max);
    });

    it(`sends one site at most ${SEND_CODE_PER_SITE.max} codes an hour to a script rotating addresses and phone numbers`, async () => {
      // an app of its own, so the site's ceiling starts at zero and the other cases keep theirs
      const app = await extraApp(ctx);
      try {
        const rounds = Math.ceil((SEND_CODE_PER_SITE.max + 40) / 20);
        const answers = [];
        // 20 numbers from each address in turn, as a script behind a pool of proxies would send them
        for (let round = 0; round < rounds; round += 1) {
          const client = `198.18.${randomInt(0, 256)}.${(round % 250) + 1}`;
          answers.push(...(await Promise.all(Array.from({ length: 20 }, () => sendCode({ app }, uniquePhoneNumber(), client)))));
        }
        const through = answers.filter((a) => a.status === 200).length;
        tally.add('codes past the site ceiling, addresses rotated', answers.length - SEND_CODE_PER_SITE.max, Math.max(0, through - SEND_CODE_PER_SITE.max));
        expect(through).toBe(SEND_CODE_PER_SITE.max);
        expect(smsOf(app).sent).toHaveLength(SEND_CODE_PER_SITE.max);
        const refused = answers.filter((a) => a.status === 429);
        expect(refused).toHaveLength(answers.length - SEND_CODE_PER_SITE.max);
        expect(refused.every((a) => /^This shop has received too many login requests\. Please try again in \d+ minutes\.$/.test(a.body.message))).toBe(true);
      } finally {
        await app.close();
      }
    });
  });

  describe("guessing an owner's password", () => {
    it(`compares at most ${LOGIN_MAX_FAILURES} wrong passwords from one address, even in one burst, then refuses the right one too`, async () => {
      const client = newClient();
      const attempt = (password: string) => post<ErrorAnswer>(ctx, AUTH_PATHS.ownerLogin, { email: DEMO_LOGIN.email, password }, { client });
      const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => attempt(`wrong-password-${i}`)));
      const compared = answers.filter((a) => a.status === 401);
      const held = answers.filter((a) => a.status === 429);
      tally.add('concurrent owner password guesses', answers.length, Math.max(0, compared.length - LOGIN_MAX_FAILURES));
      expect(compared).toHaveLength(LOGIN_MAX_FAILURES);
      expect(compared[0]?.body).toEqual({ message: OWNER_AUTH_MESSAGES.invalidCredentials, code: 'INVALID_CREDENTIALS' });
      expect(held).toHaveLength(answers.length - LOGIN_MAX_FAILURES);
      expect(held[0]?.body).toEqual({ message: OWNER_AUTH_MESSAGES.tooManyAttempts, code: 'RATE_LIMITED' });

      const right = await attempt(DEMO_LOGIN.password);
      tally.add('the right password after the limit', 1, right.status === 200 ? 1 : 0);
      expect([right.status, right.body.code]).toEqual([429, 'RATE_LIMITED']);
      // From another address the owner waits out the account's first backoff only (30 s), then logs in.
      const waiting = await post<ErrorAnswer>(ctx, AUTH_PATHS.ownerLogin, DEMO_LOGIN, { client: newClient() });
      expect([waiting.status, waiting.headers['retry-after']]).toEqual([429, String(ACCOUNT_BACKOFF_FIRST_MS / 1_000)]);
      await ctx.app.accountBackoff.clear(DEMO_LOGIN.email); // the wait running out: the next case moves a clock through it
      expect((await post(ctx, AUTH_PATHS.ownerLogin, DEMO_LOGIN, { client: newClient() })).status).toBe(200);
    });

    it(`stops 4 addresses x ${LOGIN_MAX_FAILURES} guesses at ${ACCOUNT_BACKOFF_FAILURES} for the account, doubles the wait, and tells the owner`, async () => {
      let now = Date.now();
      const since = new Date(now);
      const app = { app: await extraApp(ctx, { now: () => now }) };
      const guess = (client: string, i: number) => post<ErrorAnswer>(app, AUTH_PATHS.ownerLogin, { email: DEMO_LOGIN.email, password: `guess-${i}` }, { client });
      const streak = async () => {
        const clients = Array.from({ length: 4 }, () => newClient());
        const answers = [];
        // Round after round, every address guesses at once: the per-address limit alone would compare all 20.
        for (let round = 0; round < LOGIN_MAX_FAILURES; round += 1) answers.push(...(await Promise.all(clients.map((client, i) => guess(client, round * 4 + i)))));
        return answers;
      };

      const first = await streak();
      tally.add('4 addresses x 5 password guesses at one account', first.length, Math.max(0, first.filter((a) => a.status === 401).length - ACCOUNT_BACKOFF_FAILURES));
      expect(first.filter((a) => a.status === 401)).toHaveLength(ACCOUNT_BACKOFF_FAILURES);
      const held = first.filter((a) => a.status === 429);
      expect(held).toHaveLength(first.length - ACCOUNT_BACKOFF_FAILURES);
      expect(held[0]?.body).toEqual({ message: accountHeldMessage(30), code: 'RATE_LIMITED' });
      expect(held[0]?.headers['retry-after']).toBe('30');
      const right = await post(app, AUTH_PATHS.ownerLogin, DEMO_LOGIN, { client: newClient() });
      tally.add('the right password while the account waits', 1, right.status === 200 ? 1 : 0);
      expect(right.status).toBe(429);

      // The next streak without a success waits twice as long.
      now += ACCOUNT_BACKOFF_FIRST_MS + 1;
      const second = await streak();
      expect(second.filter((a) => a.status === 401)).toHaveLength(ACCOUNT_BACKOFF_FAILURES);
      expect(second.find((a) => a.status === 429)?.headers['retry-after']).toBe(String((2 * ACCOUNT_BACKOFF_FIRST_MS) / 1_000));

      const notices = await ctx.db.select().from(ownerNotices).where(gte(ownerNotices.createdAt, since)).orderBy(asc(ownerNotices.createdAt));
      expect(notices.map((n) => [n.kind, n.failures, n.addresses])).toEqual([
        ['failed-logins-stopped', ACCOUNT_BACKOFF_FAILURES, 4],
        ['failed-logins-stopped', ACCOUNT_BACKOFF_FAILURES, 4],
      ]);
      now += 2 * ACCOUNT_BACKOFF_FIRST_MS + 1;
      expect((await post(app, AUTH_PATHS.ownerLogin, DEMO_LOGIN, { client: newClient() })).status).toBe(200);
      await app.app.close();
    });
  });

  describe('replayed and revoked refresh tokens', () => {
    const reauth = (app: Pick<TestContext, 'app'>, cookie: string, headers: Record<string, string>) =>
      post<ErrorAnswer & { accessToken?: string }>(app, AUTH_PATHS.reauth, undefined, { cookie, headers });
    const sessionsOf = (customerId: string) => ctx.db.select().from(sessions).where(eq(sessions.customerId, customerId));

    it('rotates a refresh token once for a burst of refreshes, and ends the whole session when it is replayed later', async () => {
      let now = Date.now();
      const clocked = { app: await extraApp(ctx, { now: () => now }) };
      try {
        const customer = await loginCustomer(clocked, { phoneNumber: uniquePhoneNumber() });
        const burst = await Promise.all(Array.from({ length: 10 }, () => reauth(clocked, customer.cookie, CUSTOMER)));
        expect(burst.map((a) => a.status)).toEqual(Array<number>(10).fill(200));
        const rotated = burst.flatMap((a) => a.cookies).filter((c) => c.startsWith('customerRefreshToken=') && !c.startsWith('customerRefreshToken=;'));
        expect(rotated).toHaveLength(1);
        const current = cookiePair(rotated[0]);
        expect(await sessionsOf(customer.customerId)).toHaveLength(2);

        now += ROTATION_GRACE_MS + 1_000;
        const replayed = await reauth(clocked, customer.cookie, CUSTOMER);
        tally.add('a used refresh token replayed', 1, replayed.status === 200 ? 1 : 0);
        expect([replayed.status, replayed.body]).toEqual([401, REFUSED_REFRESH]);
        // reuse means theft: the thief's and the customer's sessions both end
        const after = await reauth(clocked, current, CUSTOMER);
        tally.add('the session a replay ended', 1, after.status === 200 ? 1 : 0);
        expect([after.status, after.body]).toEqual([401, REFUSED_REFRESH]);
        expect(await sessionsOf(customer.customerId)).toEqual([]);
      } finally {
        await clocked.app.close();
      }
    });

    it("refuses a customer's refresh tokens after logout, the current one and the ones rotated away", async () => {
      const customer = await loginCustomer(ctx, { phoneNumber: uniquePhoneNumber() });
      const current = cookiePair((await reauth(ctx, customer.cookie, CUSTOMER)).cookies[0]);
      expect((await post(ctx, AUTH_PATHS.logout, undefined, { cookie: current, headers: CUSTOMER })).status).toBe(200);
      const answers = [await reauth(ctx, current, CUSTOMER), await reauth(ctx, current, CUSTOMER)];
      tally.add('a revoked customer refresh token', answers.length, answers.filter((a) => a.status === 200).length);
      for (const answer of answers) expect([answer.status, answer.body]).toEqual([401, REFUSED_REFRESH]);
    });

    it("refuses an owner's replayed refresh token and the owner's refresh token after logout", async () => {
      let now = Date.now();
      const clocked = { app: await extraApp(ctx, { now: () => now }) };
      try {
        const owner = await loginOwner({ ...ctx, app: clocked.app });
        const next = cookiePair((await reauth(clocked, owner.cookie, OWNER)).cookies[0]);
        now += ROTATION_GRACE_MS + 1_000;
        const replayed = await reauth(clocked, owner.cookie, OWNER);
        tally.add("an owner's used refresh token replayed", 1, replayed.status === 200 ? 1 : 0);
        expect([replayed.status, replayed.body]).toEqual([401, REFUSED_REFRESH]);
        expect((await reauth(clocked, next, OWNER)).status).toBe(401);

        const again = await loginOwner({ ...ctx, app: clocked.app });
        expect((await post(clocked, AUTH_PATHS.logout, undefined, { cookie: again.cookie })).status).toBe(200);
        const revoked = await reauth(clocked, again.cookie, OWNER);
        tally.add("a revoked owner refresh token", 1, revoked.status === 200 ? 1 : 0);
        expect([revoked.status, revoked.body]).toEqual([401, REFUSED_REFRESH]);
      } finally {
        await clocked.app.close();
      }
    });
  });
});
