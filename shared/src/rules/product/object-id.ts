import { ID_PATTERN } from '../../contracts/common/values';

/** Spec: "A catalogue query value of 24 hex characters is an id; otherwise a slug." */
export function isObjectId(value: string | null | undefined): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

/**
 * Splits a catalogue (or category) query value into the product list call's parameter: `catalogId`
 * for a 24-hex id, `slug` otherwise.
 */
export function idOrSlug(value: string): { catalogId: string } | { slug: string } {
  return isObjectId(value) ? { catalogId: value } : { slug: value };
}
