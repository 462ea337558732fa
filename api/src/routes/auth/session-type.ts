import type { FastifyRequest } from 'fastify';
import { SESSION_TYPES, type SessionType } from '../../contracts';
import { AppError } from '../../errors';

/** The X-Session-Type header of the refresh and logout calls: `user` (the spec's default) or `customer`. */
export function sessionTypeOf(request: FastifyRequest): SessionType {
  const raw = request.headers['x-session-type'];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase();
  if (!value) return 'user';
  if ((SESSION_TYPES as readonly string[]).includes(value)) return value as SessionType;
  throw AppError.badRequest(`Invalid headers: x-session-type must be one of ${SESSION_TYPES.join(', ')}`);
}
