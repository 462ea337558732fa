import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import { LOGIN_CODE_DIGITS } from '../contracts';

/** A new login code: LOGIN_CODE_DIGITS digits, uniformly from the operating system's random source. */
export function newLoginCode(): string {
  return randomInt(0, 10 ** LOGIN_CODE_DIGITS).toString().padStart(LOGIN_CODE_DIGITS, '0');
}

/** Whose code: the same code for another phone or another site hashes differently. */
export interface CodeRecipient {
  businessId: string;
  countryCode: string;
  phoneNumber: string;
}

/**
 * Hashes login codes with HMAC-SHA256 under a key derived (HKDF) from the app's auth secret. A code has
 * only a million values, so a plain hash would be reversed at once by anyone who reads the table; the
 * keyed hash is useless without the secret, which never sits in the database. The derived key is not the
 * token-signing key itself, so neither use can be turned against the other.
 */
export class LoginCodeHasher {
  readonly #key: Buffer;

  constructor(authSecret: string) {
    this.#key = Buffer.from(hkdfSync('sha256', Buffer.from(authSecret, 'utf8'), Buffer.alloc(0), 'login-code-hmac-v1', 32));
  }

  hash(owner: CodeRecipient, code: string): string {
    return createHmac('sha256', this.#key).update(`${owner.businessId}\u0000${owner.countryCode}\u0000${owner.phoneNumber}\u0000${code}`).digest('hex');
  }

  /** Constant-time comparison of a typed code with a stored hash. */
  matches(owner: CodeRecipient, code: string, storedHash: string): boolean {
    const given = Buffer.from(this.hash(owner, code), 'hex');
    const stored = Buffer.from(storedHash, 'hex');
    return given.length === stored.length && timingSafeEqual(given, stored);
  }
}
