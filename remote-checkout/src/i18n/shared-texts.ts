import { NETWORK_ERROR_MESSAGE } from 'shared';
import { ADDRESS_MESSAGES, ORDER_TRACKING_MESSAGES } from 'shared/constants';
import { DEFAULT_SHIPPING_ISSUE_MESSAGE } from 'shared/rules';
import type { CheckoutMessage, CheckoutT } from './use-t';

/**
 * Shared's English texts that the checkout shows a shopper (the address rule's messages, the default
 * shipping issue, the tracking page's code notice), each with the checkout's id for it: shared stays
 * English, and the checkout says them in the page's language where it shows them.
 */
export const SHARED_TEXT_IDS: Readonly<Record<string, CheckoutMessage>> = {
  [ADDRESS_MESSAGES.fullName]: 'address.error.fullName',
  [ADDRESS_MESSAGES.phone]: 'address.error.phone',
  [ADDRESS_MESSAGES.addressLine1]: 'address.error.addressLine1',
  [ADDRESS_MESSAGES.pincode]: 'address.error.pincode',
  [ADDRESS_MESSAGES.city]: 'address.error.city',
  [ADDRESS_MESSAGES.state]: 'address.error.state',
  [DEFAULT_SHIPPING_ISSUE_MESSAGE]: 'checkout.cannotShip',
  [ORDER_TRACKING_MESSAGES.codeSent]: 'track.codeSent',
};

/** One of shared's texts in the page's language; any other text (the server's own words) as it is. */
export function sayShared(t: CheckoutT, text: string): string {
  const id = SHARED_TEXT_IDS[text];
  return id ? t(id) : text;
}

/**
 * What a failed call says: the exception's message (the server's words are shown as it sent them), the
 * API client's own "no connection" in the page's language; null for an error with no message.
 */
export function errorText(t: CheckoutT, error: unknown): string | null {
  if (!(error instanceof Error) || !error.message.trim()) return null;
  return error.message === NETWORK_ERROR_MESSAGE ? t('common.networkError') : error.message;
}
