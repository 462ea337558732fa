/**
 * 401 codes after which the client logs the user out at once (storefront spec section 8: clear the stored
 * token, go to /logout, show the server's message as an error). CUSTOMER_NOT_FOUND is in the storefront
 * document's list only; both lists are honoured.
 */
export const LOGOUT_CODES = ['NO_TOKEN', 'CUSTOMER_NOT_FOUND', 'ACCOUNT_INACTIVE', 'USER_NOT_FOUND', 'TOKEN_INVALID', 'TOKEN_ERROR'] as const;
export type LogoutCode = (typeof LOGOUT_CODES)[number];

/** 401 code after which the client refreshes the token once and retries. */
export const TOKEN_EXPIRED = 'TOKEN_EXPIRED';

/** Session type sent to the refresh call; the storefront refreshes "as a customer". */
export const REFRESH_SESSION_TYPE = 'customer';

/** Spec: "a response without accessToken gives 'Refresh token invalid'". */
export const REFRESH_TOKEN_INVALID_MESSAGE = 'Refresh token invalid';

/** Shown when a 401 answer carries no message of its own (the API always sends one). */
export const DEFAULT_LOGOUT_MESSAGE = 'Your session has ended. Please log in again.';

/**
 * Path of the logout call. The spec does not show it; this is the API's. A 401 on it never triggers
 * another logout (no loop).
 */
export const LOGOUT_PATH = '/auth/logout';

export function isLogoutCode(code: string | undefined): code is LogoutCode {
  return code !== undefined && (LOGOUT_CODES as readonly string[]).includes(code);
}
