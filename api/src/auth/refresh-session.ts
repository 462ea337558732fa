import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSession, type SessionSubject } from '../repositories/refresh-sessions';
import { REFRESH_SESSION_MS, setRefreshCookie } from './refresh-cookie';
import { hashRefreshToken, newRefreshToken } from './tokens';

/**
 * Starts a refresh session at login: a new random refresh token, stored only as its hash, handed to the
 * browser as the httpOnly cookie of the subject's session type (`userRefreshToken` / `customerRefreshToken`).
 * Answers the session's id, the `sid` of the access tokens it issues.
 */
export async function startRefreshSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  subject: SessionSubject,
  at: Date,
): Promise<string> {
  const refreshToken = newRefreshToken();
  const sessionId = await createSession(app.db, subject, hashRefreshToken(refreshToken), new Date(at.getTime() + REFRESH_SESSION_MS), request.headers['user-agent'], at);
  setRefreshCookie(reply, subject.type === 'owner' ? 'user' : 'customer', refreshToken);
  return sessionId;
}
