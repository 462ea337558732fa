/**
 * Machine codes of error answers (`{ message, code }`). The 401 codes are the specification's; the
 * client clears its token on NO_TOKEN, CUSTOMER_NOT_FOUND, ACCOUNT_INACTIVE, USER_NOT_FOUND,
 * TOKEN_INVALID and TOKEN_ERROR, and refreshes once on TOKEN_EXPIRED.
 */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'ROUTE_NOT_FOUND',
  'WEBSITE_NOT_FOUND',
  'PAGE_NOT_FOUND',
  'CATALOGUE_NOT_FOUND',
  'PRODUCT_NOT_FOUND',
  'SECTION_NOT_FOUND',
  'ORDER_NOT_FOUND',
  'TOPIC_NOT_FOUND',
  'INVALID_CREDENTIALS',
  'NO_TOKEN',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'TOKEN_ERROR',
  'CUSTOMER_NOT_FOUND',
  'ACCOUNT_INACTIVE',
  'USER_NOT_FOUND',
  'FORBIDDEN',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
