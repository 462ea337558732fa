import { type Section } from 'shared';
import { FEATURED_PRODUCTS_LIMIT, isObjectId } from 'shared/rules';
import { valueOf } from 'shared/sections';
import type { QueryParams } from './use-api-query';

/** The catalogue a product section is connected to, by slug (preferred) or id; null when none is. */
export interface ConnectedCatalogue {
  slug?: string;
  id?: string;
}

export function connectedCatalogue(section: Section): ConnectedCatalogue | null {
  const slug = valueOf(section, 'catalogueSlug')?.trim();
  const id = valueOf(section, 'catalogueId')?.trim();
  if (slug) return { slug, ...(id && isObjectId(id) ? { id } : {}) };
  if (id && isObjectId(id)) return { id };
  return null;
}

/** The `/products` listing of a catalogue; the listing takes a slug or a 24-hex id in `catalogue`. */
export function catalogueListingPath(catalogue: ConnectedCatalogue): string {
  const value = catalogue.slug ?? catalogue.id ?? '';
  return `/products?${new URLSearchParams({ catalogue: value }).toString()}`;
}

/** Featured Products: page 1 of the connected catalogue's published products, 6 at most. */
export function featuredProductsQuery(accountTypeId: string, catalogue: ConnectedCatalogue): QueryParams {
  return {
    accountTypeId,
    ...(catalogue.slug ? { slug: catalogue.slug } : { catalogId: catalogue.id as string }),
    status: 'Published',
    page: 1,
    limit: FEATURED_PRODUCTS_LIMIT,
  };
}

/** Flash Sale: the business's published flash-sale products (of the connected catalogue, if any). */
export function flashSaleQuery(accountTypeId: string, catalogue: ConnectedCatalogue | null, limit: number): QueryParams {
  return {
    accountTypeId,
    ...(catalogue?.slug ? { slug: catalogue.slug } : catalogue?.id ? { catalogId: catalogue.id } : {}),
    status: 'Published',
    flashSale: true,
    page: 1,
    limit,
  };
}
