import { errorAnswerSchema, isApiError } from 'shared';
import { CHECKOUT_MESSAGES } from 'shared/constants';

/** The text the server gave with its refusal (`{ message, code }`), if it gave one. */
function serverText(error: unknown): string | null {
  if (!isApiError(error) || error.status === 0) return null;
  // The API client parsed the refusal with the contracts' schemas, so they are loaded by now.
  const answer = errorAnswerSchema.loaded()?.safeParse(error.details);
  const text = answer?.success ? answer.data.message.trim() : '';
  return text ? text : null;
}

/**
 * The snackbar of a failed Create Order, in the specification's order (chat, section 8): the server's
 * error text, else the exception's message, else 'Error creating order.'. An answer without an orderId
 * is not an exception; it says 'Failed to create order' (CHECKOUT_MESSAGES.createFailed) instead.
 */
export function createOrderErrorMessage(error: unknown): string {
  const fromServer = serverText(error);
  if (fromServer) return fromServer;
  if (error instanceof Error && error.message.trim()) return error.message;
  return CHECKOUT_MESSAGES.createError;
}
