import type { FastifyInstance } from 'fastify';
import type { CustomerData } from '../../contracts';
import { AppError } from '../../errors';
import { findBusinessCustomer } from '../../repositories/conversations';

export const INBOX_ERRORS = {
  customerNotFound: 'Customer not found',
} as const;

/**
 * The customer a conversation call names, who must be a customer of the owner's own business: any
 * other id, another business's customer included, is 404 CUSTOMER_NOT_FOUND (never a hint it exists).
 */
export async function inboxCustomer(app: FastifyInstance, businessId: string, customerId: string): Promise<CustomerData> {
  const customer = await findBusinessCustomer(app.db, businessId, customerId.toLowerCase());
  if (!customer) throw AppError.notFound('CUSTOMER_NOT_FOUND', INBOX_ERRORS.customerNotFound);
  return customer;
}

/** Error statuses every inbox route can answer (besides its own). */
export const OWNER_ROUTE_ERRORS =
  '401 NO_TOKEN / TOKEN_EXPIRED / TOKEN_INVALID / USER_NOT_FOUND without a valid owner token; 403 FORBIDDEN for a customer\'s token; ' +
  '400 VALIDATION_ERROR for a malformed request.';

/** The 404 of the routes that name a conversation. */
export const CUSTOMER_404 = `404 CUSTOMER_NOT_FOUND "${INBOX_ERRORS.customerNotFound}" when \`customerId\` is not a customer of the owner's business.`;
