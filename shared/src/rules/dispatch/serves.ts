/**
 * Which dispatch point ships an order. The specification groups shipping "by the first dispatch point" of
 * each product; an owner may also say what a point serves (a set of pincodes and/or states). The rule this
 * project implements: for a shipping address, a product ships from the FIRST of its dispatch points (in the
 * owner's order) that serves the address; when none serves it, from its first point, as the specification
 * says. A point that names no pincode and no state serves everywhere. A point serves an address when the
 * address's pincode is one of its pincodes OR the address's state is one of its states.
 */

/** What a dispatch point serves: empty lists on both sides mean everywhere. */
export interface DispatchServes {
  pincodes: readonly string[];
  states: readonly string[];
}

/** The part of a delivery address the rule reads. */
export interface ServedAddress {
  pincode: string;
  state: string;
}

/** State names compare without case or extra spaces ('Tamil Nadu' = ' tamil  nadu'). */
export const normaliseStateName = (state: string): string => state.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether a point serving `serves` delivers to `address`. */
export function servesAddress(serves: DispatchServes, address: ServedAddress): boolean {
  if (serves.pincodes.length === 0 && serves.states.length === 0) return true;
  if (serves.pincodes.includes(address.pincode.trim())) return true;
  const state = normaliseStateName(address.state);
  return state !== '' && serves.states.some((s) => normaliseStateName(s) === state);
}

/**
 * A product's dispatch points reordered so the one that ships to `address` comes first (the rest keep
 * their order); unchanged without an address, or when none serves it. A point missing from `servesOf` is
 * taken to serve everywhere.
 */
export function servingFirst(pointIds: readonly string[], servesOf: (id: string) => DispatchServes | undefined, address: ServedAddress | null): string[] {
  if (!address) return [...pointIds];
  const serving = pointIds.find((id) => servesAddress(servesOf(id) ?? { pincodes: [], states: [] }, address));
  return serving === undefined ? [...pointIds] : [serving, ...pointIds.filter((id) => id !== serving)];
}
