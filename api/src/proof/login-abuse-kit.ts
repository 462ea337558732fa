/** The login abuse suite's calls and its tally of attack requests. */
import { CUSTOMER_AUTH_PATHS, LOGIN_CODE_RESEND_SECONDS, type ErrorAnswer, type LoginCodeErrorAnswer, type VerifyCodeAnswer } from '../contracts';
import type { TestContext } from '../test/databases';
import { loginCustomer, newClient, post, uniquePhoneNumber } from '../routes/auth/auth-test-kit';

type AppOf = Pick<TestContext, 'app'>;

export const sendCode = (ctx: AppOf, phoneNumber: string, client = newClient(), countryCode = '+91') =>
  post<ErrorAnswer>(ctx, CUSTOMER_AUTH_PATHS.sendCode, { phoneNumber, countryCode, subdomain: 'demo' }, { client });

export const verifyCode = (ctx: AppOf, phoneNumber: string, otp: string, client = newClient(), countryCode = '+91') =>
  post<VerifyCodeAnswer & LoginCodeErrorAnswer>(ctx, CUSTOMER_AUTH_PATHS.verifyCode, { phoneNumber, countryCode, subdomain: 'demo', otp }, { client });

/** Six ways shoppers type one Indian mobile: `+91` or `+091`, bare, with the trunk zero, with the international zeros. */
export const sixSpellings = (national: string): [countryCode: string, phoneNumber: string][] =>
  ['+91', '+091'].flatMap((countryCode) => [national, `0${national}`, `00${national}`].map((phone): [string, string] => [countryCode, phone]));

/** `count` six-digit codes, none of them `code`: an attacker's guesses that must never log in. */
export const wrongCodes = (code: string, count: number) =>
  Array.from({ length: count }, (_, i) => ((Number(code) + 1 + i * 7919) % 1_000_000).toString().padStart(6, '0')).filter((c) => c !== code);

/** Only Date moves: the rate-limit windows and the code's expiry follow the wall clock; timers and I/O stay real. */
export function fakeWallClock() {
  jest.useFakeTimers({
    now: Date.now(),
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
  return { advance: (ms: number) => jest.setSystemTime(Date.now() + ms) };
}

/**
 * Counts the attack requests a suite fires and the ones that got through when they had to be refused,
 * per kind of attack, and prints them once the suite ends: the size of the proof, not only a green tick.
 */
export class AttackTally {
  readonly #rows = new Map<string, { tried: number; through: number }>();

  /** Records `tried` attack requests of `kind`, `through` of which were let through. */
  add(kind: string, tried: number, through: number): void {
    const row = this.#rows.get(kind) ?? { tried: 0, through: 0 };
    row.tried += tried;
    row.through += through;
    this.#rows.set(kind, row);
  }

  print(title: string): void {
    const rows = [...this.#rows];
    const tried = rows.reduce((sum, [, r]) => sum + r.tried, 0);
    const through = rows.reduce((sum, [, r]) => sum + r.through, 0);
    const lines = rows.map(([kind, r]) => `  ${kind}: ${r.tried} tried, ${r.through} let through`);
    console.log(`${title}: ${tried} attack requests in ${rows.length} cases, ${through} failures (let through)\n${lines.join('\n')}`);
  }
}

/** Two logins of one customer (a phone and a laptop): the second code once the resend wait has passed. */
export async function twoLogins(app: AppOf) {
  const phoneNumber = uniquePhoneNumber();
  const clock = fakeWallClock();
  try {
    const first = await loginCustomer(app, { phoneNumber });
    clock.advance(LOGIN_CODE_RESEND_SECONDS * 1_000);
    return [first, await loginCustomer(app, { phoneNumber })] as const;
  } finally {
    jest.useRealTimers();
  }
}
