import { firstAddressProblem, isKnownDialCode } from 'shared/rules';
import { ADDRESS_MESSAGES, addressInputSchema, type AddressInput } from '../../contracts';
import { AppError } from '../../errors';

/** Not in the specification, whose form picks the code from a list: only a hand-made request sees it. */
export const COUNTRY_CODE_MESSAGE = 'Please select a valid country code';

/**
 * The address form's rule, run again on the server: an add is refused with the first wrong field's message
 * (the specification's words), an update with the single 'Please enter valid details'.
 */
export function checkAddress(input: AddressInput, on: 'add' | 'update'): void {
  const address = addressInputSchema.parse(input);
  const problem = firstAddressProblem(address) ?? (isKnownDialCode(address.countryCode.trim() || '+91') ? null : COUNTRY_CODE_MESSAGE);
  if (problem !== null) throw AppError.badRequest(on === 'add' ? problem : ADDRESS_MESSAGES.invalidDetails);
}
