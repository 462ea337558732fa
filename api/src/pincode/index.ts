import type { PincodeConfig } from './pincode-config';
import { indiaPostLookup } from './india-post';
import { offlineDirectory } from './offline-directory';
import type { PincodeLookup } from './pincode-lookup';

export { PincodeUnavailableError, type PincodeLookup } from './pincode-lookup';
export { PINCODE_PROVIDERS, pincodeConfigIssues, pincodeConfigOf, type PincodeConfig } from './pincode-config';

/** One bundled directory per process, whatever number of apps it builds (tests build many). */
let bundledDirectory: PincodeLookup | undefined;

/** The lookup PINCODE_PROVIDER chooses. */
export function createPincodeLookup(config: PincodeConfig): PincodeLookup {
  if (config.provider === 'india-post') return indiaPostLookup(config.apiUrl);
  bundledDirectory ??= offlineDirectory();
  return bundledDirectory;
}
