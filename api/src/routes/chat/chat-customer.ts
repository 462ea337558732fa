import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';

/** A customer calling a chat route: its own ids, from its token only. */
export interface ChatCustomer {
  customerId: string;
  businessId: string;
}

export const CHAT_CALLER_ERRORS = {
  customerOnly: () => new AppError(403, 'FORBIDDEN', 'Only a logged-in customer can use the chat'),
  notOwnConversation: () => new AppError(403, 'FORBIDDEN', 'You can only use your own conversation'),
} as const;

/**
 * The customer behind a chat call: 401 (the token's own code) without a valid token, 403 for an owner's
 * token, and 403 when a `customerId` or `senderId` the body names is not the token's own customer. The
 * body never chooses whose conversation is read or written.
 */
export async function chatCustomer(app: FastifyInstance, request: FastifyRequest, named: (string | undefined)[] = []): Promise<ChatCustomer> {
  const identity = await app.authenticate(request);
  if (identity.role !== 'customer') throw CHAT_CALLER_ERRORS.customerOnly();
  for (const id of named) {
    if (id !== undefined && id.toLowerCase() !== identity.customerId) throw CHAT_CALLER_ERRORS.notOwnConversation();
  }
  return { customerId: identity.customerId, businessId: identity.businessId };
}

/** Error statuses every customer route can answer (besides its own). */
export const CUSTOMER_ROUTE_ERRORS =
  '401 NO_TOKEN / TOKEN_EXPIRED / TOKEN_INVALID / CUSTOMER_NOT_FOUND / ACCOUNT_INACTIVE without a valid customer token; ' +
  '403 FORBIDDEN for an owner\'s token or when `customerId` / `senderId` is not the token\'s own customer; 400 VALIDATION_ERROR for a malformed request.';
