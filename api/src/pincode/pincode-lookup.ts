import type { PincodeDetails } from '../contracts';

/** A lookup that could not answer (the service failed or timed out): the route says 'Unable to validate pincode'. */
export class PincodeUnavailableError extends Error {
  override name = 'PincodeUnavailableError';
}

/** Answers what a 6-digit pincode names, or null when no post office has it. */
export interface PincodeLookup {
  lookup(pincode: string): Promise<PincodeDetails | null>;
}

const SMALL_WORDS = new Set(['and', 'of']);

/** "ANDHRA PRADESH" → "Andhra Pradesh", "JAMMU & KASHMIR" → "Jammu & Kashmir": the directory shouts its state names. */
export function titleCase(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : word.replace(/^\p{L}/u, (c) => c.toUpperCase())))
    .join(' ');
}
