import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js';

/** The shop's home country: a number typed without a usable country code is read as Indian. */
const DEFAULT_CALLING_CODE = '91';

/** A phone as the API keys it: `countryCode` + `phoneNumber` is the E.164 number. */
export interface NormalisedPhone {
  /** `+` and the country calling code, without leading zeros: `+91`. */
  countryCode: string;
  /** The national significant number, without a trunk prefix: `9876543210`. */
  phoneNumber: string;
  /** The E.164 number: `+919876543210`. */
  e164: string;
}

const ofNumber = (parsed: PhoneNumber): NormalisedPhone => ({
  countryCode: `+${parsed.countryCallingCode}`,
  phoneNumber: parsed.nationalNumber,
  e164: parsed.number,
});

/** A parse that is a valid number of the expected calling code, or undefined. */
function validIn(text: string, callingCode: string, options?: { defaultCallingCode: string }): PhoneNumber | undefined {
  const parsed = parsePhoneNumberFromString(text, options);
  return parsed?.isValid() && parsed.countryCallingCode === callingCode ? parsed : undefined;
}

/**
 * The one E.164 spelling of a phone typed as a country code and digits, or undefined when it names no
 * valid number. Shoppers type one number many ways: `+91` or `+091`, `9876543210`, with the trunk zero
 * (`09876543210`), with the international zeros (`009876543210`) or with the country code again
 * (`919876543210`); each must be one customer with one set of limits. Tried in order, each kept only when
 * libphonenumber finds a valid number of the chosen country: the national reading (trunk prefix and all),
 * the digits without leading zeros after the country code, and the digits as a full international number.
 */
export function normalisePhone(countryCode: string, phoneNumber: string): NormalisedPhone | undefined {
  const callingCode = countryCode.replace(/^\+/, '').replace(/^0+/, '') || DEFAULT_CALLING_CODE;
  const digits = phoneNumber.replace(/\D/g, '');
  const significant = digits.replace(/^0+/, '');
  if (!significant) return undefined;
  const parsed =
    validIn(digits, callingCode, { defaultCallingCode: callingCode }) ??
    validIn(`+${callingCode}${significant}`, callingCode) ??
    validIn(`+${significant}`, callingCode);
  return parsed && ofNumber(parsed);
}
