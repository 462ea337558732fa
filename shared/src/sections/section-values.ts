import type { Section, SectionValue } from '../contracts/section/schemas';

type HasValues = Pick<Section, 'values'> | null | undefined;

/** The first value stored under `key`, or undefined when the section lacks it. */
export function valueOf(section: HasValues, key: string): string | undefined {
  return section?.values.find((v) => v.key === key)?.value;
}

/** Every entry under `key`: lists (menu items, links, banners, cards) repeat one key. */
export function valuesOf(section: HasValues, key: string): SectionValue[] {
  return section?.values.filter((v) => v.key === key) ?? [];
}
