import { z } from 'zod';
import { idSchema } from './common';

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
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** Pincode: exactly 6 digits (PINCODE_DIGITS of the rules' constants). */
export const PINCODE_PATTERN = /^\d{6}$/;

/**
 * An address as the client sends it. Loose on purpose: the server runs the address-form rule
 * (shared/src/rules/address-form.ts) and answers the specification's message for the first wrong field.
 */
export const addressInputSchema = z
  .object({
    type: z.enum(ADDRESS_TYPES).default('home'),
    /** The spec's `name`: a label such as "Home" or "Mum's place". */
    name: z.string().max(60).default(''),
    fullName: z.string().max(120),
    countryCode: z.string().max(8).default('+91'),
    phone: z.string().max(32),
    addressLine1: z.string().max(300),
    addressLine2: z.string().max(300).default(''),
    city: z.string().max(120),
    state: z.string().max(120),
    pincode: z.string().max(12),
    isDefault: z.boolean().default(false),
  })
  .strict();
export type AddressInput = z.input<typeof addressInputSchema>;

/** A saved address as answered. */
export const addressSchema = z.object({
  _id: idSchema,
  type: z.enum(ADDRESS_TYPES),
  name: z.string(),
  fullName: z.string(),
  countryCode: z.string(),
  phone: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const listAddressesQuerySchema = z.object({ customerId: idSchema }).strict();
export const addAddressBodySchema = z.object({ customerId: idSchema, deliveryAddress: addressInputSchema }).strict();
export const updateAddressBodySchema = z.object({ customerId: idSchema, addressId: idSchema, updatedAddress: addressInputSchema }).strict();
export const deleteAddressBodySchema = z.object({ customerId: idSchema, addressId: idSchema }).strict();

/** List and Add answer every address of the customer, the default first, then oldest first. */
export const addressListAnswerSchema = z.object({ message: z.literal('success'), data: z.array(addressSchema) });
export type AddressListAnswer = z.infer<typeof addressListAnswerSchema>;
/** Update answers the address as saved. */
export const addressAnswerSchema = z.object({ message: z.literal('success'), data: addressSchema });
export type AddressAnswer = z.infer<typeof addressAnswerSchema>;
export const deleteAddressAnswerSchema = z.object({ success: z.literal(true) });

export const pincodeQuerySchema = z.object({ pincode: z.string().regex(PINCODE_PATTERN, ADDRESS_MESSAGES.pincode) }).strict();

/** What a pincode names: the district and state city and state are filled from, and its post offices. */
export const pincodeDetailsSchema = z.object({
  pincode: z.string(),
  district: z.string(),
  state: z.string(),
  circle: z.string(),
  postOffices: z.array(z.string()),
});
export type PincodeDetails = z.infer<typeof pincodeDetailsSchema>;
export const pincodeAnswerSchema = z.object({ message: z.literal('success'), data: pincodeDetailsSchema });
export type PincodeAnswer = z.infer<typeof pincodeAnswerSchema>;
