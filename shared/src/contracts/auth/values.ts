/**
 * The auth contract's plain values (paths, limits, messages, checks): no zod, so the browser
 * can use them before it loads the schemas (see ../auth.ts).
 */
import { API_PATHS } from '../paths';

/** Paths of the owner's login and session calls (`/auth/user_reauth` is API_PATHS.reauth). */
export const AUTH_PATHS = {
  ownerLogin: '/auth/owner_login',
  /** Who the stored owner token belongs to; edit mode checks it on load. */
  ownerSession: '/auth/owner_session',
  logout: '/auth/logout',
  reauth: API_PATHS.reauth,
} as const;

/**
 * Roles an access token can carry. `user` is the website owner (edit mode): the specification's session
 * type "user"; `customer` is the phone-verified shopper.
 */
export const TOKEN_ROLES = ['user', 'customer'] as const;

/** Header of the refresh call naming whose session to refresh; the spec's default is `user`. */
export const SESSION_TYPE_HEADER = 'X-Session-Type';

export const SESSION_TYPES = TOKEN_ROLES;

/** Spec strings of the owner's login. */
export const OWNER_AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many login attempts. Please try again later.',
  loggedOut: 'Logged out successfully',
  refreshed: 'Token refreshed successfully',
} as const;
