/**
 * The customer-auth contract's plain values (paths, limits, messages, checks): no zod, so the browser
 * can use them before it loads the schemas (see ../customer-auth.ts).
 */

/**
 * The customer's phone-code login (chat document, section 7 "Session and login"). The specification
 * gives payloads and answers but no paths; these are the project's, under `/auth` like the refresh call.
 * The refresh (`/auth/user_reauth`) and logout (`/auth/logout`) calls are shared with owners and pick the
 * customer's session with `X-Session-Type: customer`.
 */
export const CUSTOMER_AUTH_PATHS = {
  sendCode: '/auth/customer/send_code',
  verifyCode: '/auth/customer/verify_code',
  verifySession: '/auth/customer/verify_session',
  decodeSession: '/auth/customer/decode_session',
} as const;

/** A login code is this many digits. */
export const LOGIN_CODE_DIGITS = 6;

/** A code may be used for this long after it was sent. */
export const LOGIN_CODE_TTL_MS = 5 * 60 * 1_000;

/** Wrong tries a code survives; the next wrong try (or any try after) needs a new code. */
export const LOGIN_CODE_MAX_ATTEMPTS = 5;

/** The widget may ask for another code this long after the last one (shown as a countdown). */
export const LOGIN_CODE_RESEND_SECONDS = 30;

/** Strings the widget shows for the login (chat document section 8), as written. */
export const CUSTOMER_LOGIN_MESSAGES = {
  sendFailed: 'Failed to send verification code. Please check your number and try again.',
  verifyPhoneFailed: 'Failed to verify phone number. Please try again.',
  invalidCode: 'Invalid verification code. Please try again.',
  verifyCodeFailed: 'Failed to verify OTP. Please try again.',
} as const;

/** Error codes of the login calls (beside the shared 401 codes). */
export const CUSTOMER_LOGIN_ERROR_CODES = {
  /** Wrong code: `attemptsLeft` more tries remain. */
  invalidCode: 'INVALID_CODE',
  /** No code was sent, or it is older than 5 minutes, or it was used: ask for a new one. */
  codeExpired: 'CODE_EXPIRED',
  /** 5 wrong tries: this code is dead, ask for a new one. */
  codeLocked: 'CODE_LOCKED',
  /** Too many codes for this number or from this address; `Retry-After` says when. */
  rateLimited: 'RATE_LIMITED',
  /** The stored session names another customer, phone or site than the token. */
  sessionMismatch: 'SESSION_MISMATCH',
} as const;
