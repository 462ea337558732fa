import { ADDRESS_MESSAGES, PINCODE_PATTERN } from '../../contracts/addresses/values';
import { PHONE_MAX_DIGITS } from '../constants';

/** The address form's fields that carry a rule (chat spec section 5 "Address"). */
export interface AddressFormValues {
  fullName: string;
  phone: string;
  addressLine1: string;
  pincode: string;
  city: string;
  state: string;
}
export type AddressFormField = keyof AddressFormValues;
export type AddressFormErrors = Partial<Record<AddressFormField, string>>;

/** The fields in the form's order: the server answers the message of the first wrong one. */
const RULES: readonly [AddressFormField, (value: string) => boolean, string][] = [
  ['fullName', (v) => v.trim().length > 0, ADDRESS_MESSAGES.fullName],
  ['phone', (v) => /^\d+$/.test(v) && v.length <= PHONE_MAX_DIGITS, ADDRESS_MESSAGES.phone],
  ['addressLine1', (v) => v.trim().length > 0, ADDRESS_MESSAGES.addressLine1],
  ['pincode', (v) => PINCODE_PATTERN.test(v.trim()), ADDRESS_MESSAGES.pincode],
  ['city', (v) => v.trim().length > 0, ADDRESS_MESSAGES.city],
  ['state', (v) => v.trim().length > 0, ADDRESS_MESSAGES.state],
];

/** Each wrong field's message, as the specification writes it; an empty object when the address is valid. */
export function addressFormErrors(values: AddressFormValues): AddressFormErrors {
  const errors: AddressFormErrors = {};
  for (const [field, ok, message] of RULES) if (!ok(values[field] ?? '')) errors[field] = message;
  return errors;
}

/** The first wrong field's message (form order), or null when the address is valid. */
export function firstAddressProblem(values: AddressFormValues): string | null {
  for (const [field, ok, message] of RULES) if (!ok(values[field] ?? '')) return message;
  return null;
}

/** What the phone input keeps of what was typed or pasted: digits only, cut at 15. */
export const sanitizeAddressPhone = (typed: string): string => typed.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);

/** What the pincode input keeps: digits only, cut at 6. */
export const sanitizePincode = (typed: string): string => typed.replace(/\D/g, '').slice(0, 6);
