import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Socket } from 'socket.io';
import { AUTH_ERRORS, type Identity } from '../auth/auth-plugin';
import { isAppError } from '../errors';

/** What a socket carries once its handshake passed. */
export interface SocketData {
  identity: Identity;
  /** The refresh session (family) the token was issued from; null for a token made without a login. */
  sessionId: string | null;
  /** When the token expires, epoch ms: the server disconnects the socket then. */
  expiresAt: number;
}

/** The `connect_error` a client receives: the message, and the same code an HTTP 401 would carry in `data.code`. */
export class HandshakeError extends Error {
  constructor(
    message: string,
    readonly data: { code: string },
  ) {
    super(message);
  }
}

/**
 * Checks the handshake's `auth.token` exactly as `app.authenticate` checks a bearer header (the same
 * signature, expiry, owner or active-customer look-up and the same codes: NO_TOKEN, TOKEN_EXPIRED,
 * TOKEN_INVALID, USER_NOT_FOUND, CUSTOMER_NOT_FOUND, ACCOUNT_INACTIVE; an ended session's token is
 * TOKEN_INVALID), by handing it the token as the header a request would carry: one check for HTTP and
 * sockets, never two that drift apart. Answers who, from which session, until when.
 */
export async function authenticateHandshake(app: FastifyInstance, socket: Socket): Promise<SocketData> {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  const token = typeof auth?.token === 'string' ? auth.token.trim() : '';
  const request = {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    log: app.log,
    identity: null,
  } as unknown as FastifyRequest;
  try {
    const identity = await app.authenticate(request);
    // authenticate verified this very token a moment ago: its claims are sound
    const verified = app.tokens.verify(token);
    if (!verified.ok) throw verified.reason === 'expired' ? AUTH_ERRORS.expired() : AUTH_ERRORS.invalid();
    return { identity, sessionId: verified.claims.sid ?? null, expiresAt: verified.claims.exp * 1000 };
  } catch (error) {
    if (isAppError(error)) throw new HandshakeError(error.message, { code: error.code });
    app.log.error({ err: error }, 'socket handshake check failed');
    throw new HandshakeError('Token could not be checked', { code: 'TOKEN_ERROR' });
  }
}
