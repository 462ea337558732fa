/** Client-side codes, for failures that never got a coded answer from the server. */
export const CLIENT_ERROR_CODES = {
  /** The request never got an answer (offline, DNS, CORS, server down). Status 0. */
  network: 'NETWORK_ERROR',
  /** The answer was not JSON or did not match the call's schema. */
  invalidResponse: 'INVALID_RESPONSE',
  /** The token refresh after TOKEN_EXPIRED failed; the user has been logged out. */
  refreshFailed: 'REFRESH_FAILED',
} as const;

/** What a call that never got an answer (CLIENT_ERROR_CODES.network) says. */
export const NETWORK_ERROR_MESSAGE = 'Unable to reach the server. Please check your connection.';

/**
 * Every failed call rejects with this: the HTTP status (0 when there was no answer), the server's code
 * (NO_TOKEN, TOKEN_EXPIRED, ... or one of CLIENT_ERROR_CODES) and the server's message, ready to show.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  /** Extra detail for logs (schema issues, the underlying exception); never shown to users. */
  readonly details: unknown;
  /** Seconds the server asked to wait before trying again (`Retry-After` of a 429); absent when it named none. */
  retryAfterSeconds?: number;

  constructor(status: number, code: string | undefined, message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
