/**
 * GSTIN, India's 15-character GST identification number:
 * state code (2 digits, 01–38) · the holder's PAN (5 letters, 4 digits, 1 letter) · entity number
 * (1–9 or A–Z: the holder's registrations in that state) · `Z` · check character.
 * The check character is GSTN's mod-36 Luhn variant over the first 14 characters, so a mistyped
 * character or two swapped neighbours are caught here rather than on an invoice.
 */

/** GSTN's alphabet: a character's value is its index (0–9, then A=10 … Z=35). */
const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export const GSTIN_LENGTH = 15;
/** The highest state code the GST council has issued (38 = Ladakh); 01 is Jammu and Kashmir. */
export const GSTIN_STATE_CODE_MAX = 38;
/** A PAN: 5 letters, 4 digits, a letter. */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
const SHAPE = /^\d{2}[A-Z0-9]{10}[1-9A-Z]Z[0-9A-Z]$/;

export const GSTIN_MESSAGES = {
  length: `GSTIN must be ${GSTIN_LENGTH} characters`,
  shape: 'GSTIN must be a state code, a PAN, an entity number, Z and a check character',
  stateCode: `GSTIN must start with a state code from 01 to ${GSTIN_STATE_CODE_MAX}`,
  pan: 'GSTIN characters 3 to 12 must be a PAN (5 letters, 4 digits, 1 letter)',
  checksum: 'GSTIN check character does not match: please check each character',
} as const;

/** The check character of a GSTIN's first 14 characters (upper case), or null when one is outside the alphabet. */
export function gstinCheckCharacter(first14: string): string | null {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = GSTIN_ALPHABET.indexOf(first14.charAt(i));
    if (value < 0) return null;
    // every second character counts double; a product's "digits" in base 36 are added, as Luhn does in base 10
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** The form a GSTIN is stored and checked in: upper case, no spaces. */
export const normalizeGstin = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

/** Why a GSTIN (already normalized) is not valid, or null when it is. */
export function gstinProblem(gstin: string): string | null {
  if (gstin.length !== GSTIN_LENGTH) return GSTIN_MESSAGES.length;
  if (!SHAPE.test(gstin)) return GSTIN_MESSAGES.shape;
  const state = Number(gstin.slice(0, 2));
  if (state < 1 || state > GSTIN_STATE_CODE_MAX) return GSTIN_MESSAGES.stateCode;
  if (!PAN_PATTERN.test(gstin.slice(2, 12))) return GSTIN_MESSAGES.pan;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return GSTIN_MESSAGES.checksum;
  return null;
}
