import { errorAnswerSchema, isApiError } from 'shared';
import { errorText } from '../i18n/shared-texts';
import { inEnglish, type CheckoutT } from '../i18n/use-t';

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
 * error text (as it sent it), else the exception's message, else 'Error creating order.' in `t`'s
 * language. An answer without an orderId is not an exception; it says 'Failed to create order' instead.
 */
export function createOrderErrorMessage(error: unknown, t: CheckoutT = inEnglish): string {
  return serverText(error) ?? errorText(t, error) ?? t('checkout.createError');
}
