import { z } from 'zod';
import { idSchema } from '../common/schemas';
import { ADDRESS_TYPES, PINCODE_PATTERN, ADDRESS_MESSAGES } from './values';
export * from './values';

export type AddressType = (typeof ADDRESS_TYPES)[number];

/**
 * An address as the client sends it. Loose on purpose: the server runs the address-form rule
 * (shared/src/rules/forms/address-form.ts) and answers the specification's message for the first wrong field.
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
