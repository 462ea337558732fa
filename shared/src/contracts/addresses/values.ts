/**
 * The addresses contract's plain values (paths, limits, messages, checks): no zod, so the browser
 * can use them before it loads the schemas (see ../addresses.ts).
 */

/**
 * Delivery addresses of a logged-in customer and the pincode lookup (chat document section 7 "Cart and
 * addresses"; the Address model of section 3). The specification gives payloads and answers, not paths;
 * these are the project's. Every address call carries the customer's bearer token: the business and the
 * customer come from it, and a `customerId` that is not the token's own customer is refused (403).
 */
export const ADDRESS_PATHS = {
  list: '/business_website/chat_widget/addresses',
  add: '/business_website/chat_widget/addresses/add',
  update: '/business_website/chat_widget/addresses/update',
  delete: '/business_website/chat_widget/addresses/delete',
  pincode: '/business_website/chat_widget/pincode',
} as const;

/** The specification's strings of the address form and lookup, as written (including "address?."). */
export const ADDRESS_MESSAGES = {
  fullName: 'Please enter your full name.',
  phone: 'Please enter a valid phone number.',
  addressLine1: 'Please enter your address?.',
  pincode: 'Please enter a valid 6-digit pincode.',
  city: 'Please enter your city.',
  state: 'Please enter your state.',
  /** The one message of a refused update. */
  invalidDetails: 'Please enter valid details',
  addFailed: 'Failed to add address',
  updateFailed: 'Failed to update address',
  pincodeNotFound: 'Invalid pincode or no delivery available',
  pincodeUnavailable: 'Unable to validate pincode',
  /** The red hint under the pincode field. */
  pincodeHint: 'Please enter a valid 6-digit pincode',
  /** The project's own: refused delete of the last address (the spec allows delete only while more than one exists). */
  lastAddress: 'You need at least one delivery address, so the last one cannot be deleted.',
  notFound: 'Address not found',
} as const;

export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;

/** Pincode: exactly 6 digits (PINCODE_DIGITS of the rules' constants). */
export const PINCODE_PATTERN = /^\d{6}$/;
