import type { FastifyRequest, FastifySchema, onRequestHookHandler, RouteOptions } from 'fastify';
import { PAGE_EDIT_MESSAGES } from '../contracts';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { globalPlugin } from '../plugins/define-plugin';
import { findOwner } from '../repositories/owner-repository';
import { sessionAlive } from '../repositories/refresh-sessions';
import { customerStanding } from './customer-standing';
import { LoginCodeHasher } from './login-code';
import { TokenSigner, type AccessClaims } from './tokens';

/** Who made a request, from the bearer token (never from the body). */
export type Identity =
  | { role: 'user'; ownerId: string; businessId: string; name: string; email: string; subdomain: string }
  | { role: 'customer'; customerId: string; businessId: string };
export type OwnerIdentity = Extract<Identity, { role: 'user' }>;
export type CustomerIdentity = Extract<Identity, { role: 'customer' }>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and checks access tokens with the configured secret. */
    tokens: TokenSigner;
    /** The request's identity from its bearer token; throws the spec's 401 codes. */
    authenticate(request: FastifyRequest): Promise<Identity>;
    /** onRequest hook of owner-only routes: 401 without a valid token, 403 FORBIDDEN for any other role. */
    requireOwner(request: FastifyRequest): Promise<void>;
    /** onRequest hook of customer-only routes: 401 without a valid token, 403 FORBIDDEN for an owner's. */
    requireCustomer(request: FastifyRequest): Promise<void>;
    /** Keyed hashes of login codes, with a key derived from the same secret. */
    loginCodes: LoginCodeHasher;
    /** Every route registered after the auth plugin (all of the API's), in registration order. */
    declaredRoutes: readonly DeclaredRoute[];
  }
  interface FastifyRequest {
    /** Set by `authenticate` / `requireOwner`; null on routes that do not ask who is calling. */
    identity: Identity | null;
  }
}

/** A route as it was registered: what the proof suites enumerate, so a new route is covered without a list to update. */
export interface DeclaredRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  /** The schema declares bearer security: a token is checked before the body is parsed or validated. */
  authenticated: boolean;
}

/** True when the route's OpenAPI security names the bearer token. */
export function declaresBearer(schema: FastifySchema | undefined): boolean {
  const security = (schema as { security?: unknown } | undefined)?.security;
  return Array.isArray(security) && security.some((entry) => typeof entry === 'object' && entry !== null && 'bearerAuth' in entry);
}

const hooksOf = (hooks: RouteOptions['onRequest']): onRequestHookHandler[] =>
  hooks === undefined ? [] : ((Array.isArray(hooks) ? hooks : [hooks]) as onRequestHookHandler[]);

/** The 401 answers of the spec (section 8), each with its code. */
export const AUTH_ERRORS = {
  noToken: () => new AppError(401, 'NO_TOKEN', 'No token provided'),
  expired: () => new AppError(401, 'TOKEN_EXPIRED', 'Token expired'),
  invalid: () => new AppError(401, 'TOKEN_INVALID', 'Invalid token'),
  error: () => new AppError(401, 'TOKEN_ERROR', 'Token could not be checked'),
  userNotFound: () => new AppError(401, 'USER_NOT_FOUND', 'User not found'),
  customerNotFound: () => new AppError(401, 'CUSTOMER_NOT_FOUND', 'Customer not found'),
  inactive: () => new AppError(401, 'ACCOUNT_INACTIVE', 'Account is inactive'),
  forbidden: () => new AppError(403, 'FORBIDDEN', PAGE_EDIT_MESSAGES.forbidden),
  customerOnly: () => new AppError(403, 'FORBIDDEN', 'This call needs a logged-in customer'),
} as const;

/** The token of an `Authorization: Bearer <token>` header; null when there is no header at all. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined || header.trim() === '') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw AUTH_ERRORS.invalid();
  return match[1];
}

/**
 * The subject the claims name, looked up now: a deleted owner or a deactivated customer is refused, and
 * so is a token whose session (`sid`) ended (logout, a replayed refresh token) before the token expired.
 */
async function identityOf(db: Database, claims: AccessClaims, now: Date): Promise<Identity> {
  if (claims.role === 'customer') return customerOfClaims(db, claims, now);
  if (claims.sid !== undefined && !(await sessionAlive(db, claims.sid, claims.bid, now))) throw AUTH_ERRORS.invalid();
  const owner = await findOwner(db, claims.sub, claims.bid);
  if (!owner) throw AUTH_ERRORS.userNotFound();
  return { role: 'user', ownerId: owner.id, businessId: owner.businessId, name: owner.name, email: owner.email, subdomain: owner.subdomain };
}

/**
 * A customer's token: its session and its customer in one statement (every chat message's check). The
 * answers keep their order: an ended session is TOKEN_INVALID before the customer is looked at, then
 * CUSTOMER_NOT_FOUND, then ACCOUNT_INACTIVE.
 */
async function customerOfClaims(db: Database, claims: AccessClaims, now: Date): Promise<CustomerIdentity> {
  const standing = await customerStanding(db, claims.sub, claims.bid, claims.sid, now);
  if (!standing) {
    // no such customer: the session alone says whether that is news or an ended login
    if (claims.sid !== undefined && !(await sessionAlive(db, claims.sid, claims.bid, now))) throw AUTH_ERRORS.invalid();
    throw AUTH_ERRORS.customerNotFound();
  }
  if (!standing.sessionAlive) throw AUTH_ERRORS.invalid();
  if (standing.status !== 'active') throw AUTH_ERRORS.inactive();
  return { role: 'customer', customerId: claims.sub, businessId: claims.bid };
}

/** The customer of a business, who must exist (401 CUSTOMER_NOT_FOUND) and be active (401 ACCOUNT_INACTIVE). */
export async function activeCustomer(db: Database, customerId: string, businessId: string): Promise<CustomerIdentity> {
  const standing = await customerStanding(db, customerId, businessId, undefined, new Date());
  if (!standing) throw AUTH_ERRORS.customerNotFound();
  if (standing.status !== 'active') throw AUTH_ERRORS.inactive();
  return { role: 'customer', customerId, businessId };
}

/**
 * Access-token authentication: decorates the app with the signer, `authenticate` and `requireOwner`,
 * and every request with `identity` (null until a route asks).
 */
export type AuthOptions = {
  secret: string;
  /** The clock, epoch ms (tokens' issue and expiry, sessions' expiry). */
  now?: () => number;
  /** Lifetime of access tokens (ACCESS_TOKEN_TTL_SECONDS by default). */
  accessTokenTtlSeconds?: number | undefined;
};

export const authPlugin = globalPlugin<AuthOptions>('auth', async (app, { secret, now = Date.now, accessTokenTtlSeconds }) => {
  const signer = new TokenSigner(secret, now, accessTokenTtlSeconds);
  app.decorate('tokens', signer);
  app.decorate('loginCodes', new LoginCodeHasher(secret));
  app.decorateRequest('identity', null);

  app.decorate('authenticate', async (request: FastifyRequest): Promise<Identity> => {
    // Already checked for this request (by the route's onRequest hook below): one look-up, not two.
    if (request.identity) return request.identity;
    const token = bearerToken(request);
    if (token === null) throw AUTH_ERRORS.noToken();
    let verified: ReturnType<TokenSigner['verify']>;
    try {
      verified = signer.verify(token);
    } catch (error) {
      request.log.warn({ err: error }, 'token check failed');
      throw AUTH_ERRORS.error();
    }
    if (!verified.ok) throw verified.reason === 'expired' ? AUTH_ERRORS.expired() : AUTH_ERRORS.invalid();
    const identity = await identityOf(app.db, verified.claims, new Date(now()));
    request.identity = identity;
    return identity;
  });

  app.decorate('requireOwner', async (request: FastifyRequest): Promise<void> => {
    const identity = await app.authenticate(request);
    if (identity.role !== 'user') throw AUTH_ERRORS.forbidden();
  });

  app.decorate('requireCustomer', async (request: FastifyRequest): Promise<void> => {
    const identity = await app.authenticate(request);
    if (identity.role !== 'customer') throw AUTH_ERRORS.customerOnly();
  });

  // The schema's `security` is the one declaration of a route's authentication, so the documentation
  // and the check cannot drift apart. It runs first, on onRequest: a caller without a valid token gets
  // 401 before the body is read, parsed or validated, and learns nothing of the route's schema.
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  const authenticateFirst: onRequestHookHandler = async (request) => {
    await app.authenticate(request);
  };
  app.addHook('onRoute', (route) => {
    const authenticated = declaresBearer(route.schema);
    for (const method of [route.method].flat()) declared.push({ method, url: route.url, schema: route.schema, authenticated });
    if (authenticated) route.onRequest = [authenticateFirst, ...hooksOf(route.onRequest)];
  });
});

/** The customer behind a request that passed `requireCustomer`: the only source of a customer's id. */
export function customerOf(request: FastifyRequest): CustomerIdentity {
  const identity = request.identity;
  if (identity?.role !== 'customer') throw AUTH_ERRORS.customerOnly();
  return identity;
}

/** The owner behind a request that passed `requireOwner`. */
export function ownerOf(request: FastifyRequest): OwnerIdentity {
  const identity = request.identity;
  if (identity?.role !== 'user') throw AUTH_ERRORS.forbidden();
  return identity;
}
