import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Socket } from 'socket.io';
import type { Identity } from '../auth/auth-plugin';
import { isAppError } from '../errors';

/** What a socket carries once its handshake passed. */
export interface SocketData {
  identity: Identity;
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
 * TOKEN_INVALID, USER_NOT_FOUND, CUSTOMER_NOT_FOUND, ACCOUNT_INACTIVE), by handing it the token as the
 * header a request would carry: one check for HTTP and sockets, never two that drift apart.
 */
export async function authenticateHandshake(app: FastifyInstance, socket: Socket): Promise<Identity> {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  const token = typeof auth?.token === 'string' ? auth.token.trim() : '';
  const request = {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    log: app.log,
    identity: null,
  } as unknown as FastifyRequest;
  try {
    return await app.authenticate(request);
  } catch (error) {
    if (isAppError(error)) throw new HandshakeError(error.message, { code: error.code });
    app.log.error({ err: error }, 'socket handshake check failed');
    throw new HandshakeError('Token could not be checked', { code: 'TOKEN_ERROR' });
  }
}
