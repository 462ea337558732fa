import { isApiError } from 'shared';
import { CHAT_MESSAGES } from 'shared/constants';

/** Gateway answers a restarting API gives through the host's proxy: worth another try later. */
const RETRY_LATER_STATUSES = new Set([502, 503, 504]);

/**
 * A send that did not reach the server (offline, server restarting) stays queued and is tried again
 * once the connection returns; any other failure is final.
 */
export function isRetryableSendError(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || RETRY_LATER_STATUSES.has(error.status));
}

/**
 * The snackbar text of a failed upload or send (chat document section 8): the server's own message for
 * a refused request, else 'Error sending message.'.
 */
export function sendErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return CHAT_MESSAGES.sendFailed;
}
