import type { StockVariant } from './stock-status';

/**
 * Detail card (product details, chat order summary): the first variant in stock (stock above 0), else
 * the first variant; undefined when the product has no variants.
 */
export function defaultDetailVariant<V extends StockVariant>(variants: readonly V[] | null | undefined): V | undefined {
  if (!variants || variants.length === 0) return undefined;
  return variants.find((variant) => variant.stock > 0) ?? variants[0];
}

/** List card: the first variant, in stock or not; undefined when the product has no variants. */
export function defaultListVariant<V>(variants: readonly V[] | null | undefined): V | undefined {
  return variants?.[0];
}

/** Spec (chat document): "Default package: first package." */
export function defaultPackage<P>(packages: readonly P[] | null | undefined): P | undefined {
  return packages?.[0];
}
