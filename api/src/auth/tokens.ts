import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { TOKEN_ROLES, type TokenRole } from '../contracts';

/** An access token lives 15 minutes; the refresh cookie gets a new one (spec: refresh once on TOKEN_EXPIRED). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * What an access token says: who (`sub`), as what (`role`), for which business (`bid`), from which login
 * (`sid`), until when.
 */
export interface AccessClaims {
  sub: string;
  role: TokenRole;
  /** The business (accountTypeId) the subject belongs to. */
  bid: string;
  /**
   * The refresh session (its family id) the token was issued from: logout ends the token with it, and
   * its sockets. Absent only on tokens made without a login (tests, tools).
   */
  sid?: string;
  /** Issued at, Unix seconds. */
  iat: number;
  /** Expiry, Unix seconds. */
  exp: number;
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const SEGMENT = /^[A-Za-z0-9_-]+$/;

const claimsSchema = z.object({
  sub: z.string().regex(/^[0-9a-f]{24}$/),
  role: z.enum(TOKEN_ROLES),
  bid: z.string().regex(/^[0-9a-f]{24}$/),
  sid: z.string().regex(/^[0-9a-f]{24}$/).optional(),
  iat: z.number().int().nonnegative(),
  exp: z.number().int().positive(),
});

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

/**
 * Signs and checks access tokens: compact JWTs (HS256) made with node:crypto, so the API needs no JWT
 * library. Only the exact header this signer writes is accepted, so `alg: none` or an RS256/HS256
 * confusion is simply a bad token.
 */
export class TokenSigner {
  readonly #key: Buffer;
  readonly #now: () => number;
  readonly #ttlSeconds: number;

  constructor(secret: string, now: () => number = Date.now, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS) {
    if (secret.length < 32) throw new Error('The token secret must be at least 32 characters');
    this.#key = Buffer.from(secret, 'utf8');
    this.#now = now;
    this.#ttlSeconds = ttlSeconds;
  }

  sign(subject: { sub: string; role: TokenRole; bid: string; sid?: string }, ttlSeconds = this.#ttlSeconds): string {
    const iat = Math.floor(this.#now() / 1000);
    const claims: AccessClaims = {
      sub: subject.sub,
      role: subject.role,
      bid: subject.bid,
      ...(subject.sid ? { sid: subject.sid } : {}),
      iat,
      exp: iat + ttlSeconds,
    };
    const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
    return `${body}.${this.#mac(body).toString('base64url')}`;
  }

  /** `invalid` for a wrong shape or signature; `expired` only for a genuine token past its expiry. */
  verify(token: string): VerifyResult {
    const parts = token.split('.');
    if (parts.length !== 3 || !parts.every((p) => SEGMENT.test(p))) return { ok: false, reason: 'invalid' };
    const [header, payload, signature] = parts as [string, string, string];
    if (header !== HEADER) return { ok: false, reason: 'invalid' };
    const expected = this.#mac(`${header}.${payload}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    const claims = claimsSchema.safeParse(parsed);
    if (!claims.success) return { ok: false, reason: 'invalid' };
    if (claims.data.exp <= Math.floor(this.#now() / 1000)) return { ok: false, reason: 'expired' };
    return { ok: true, claims: claims.data };
  }

  #mac(data: string): Buffer {
    return createHmac('sha256', this.#key).update(data).digest();
  }
}

/** A new refresh token: 32 random bytes. Only its hash is stored (sessions.refresh_token_hash). */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a refresh token; the token has 256 bits of entropy, so a fast hash is enough. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
