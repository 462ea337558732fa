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

/** The variant and package a cart line names; null leaves the choice to the item's default. */
export interface CartChoice {
  selectedVariant: string | null;
  selectedPackage: string | null;
}

interface ChoosableItem<V, P> {
  variants: readonly V[] | null | undefined;
  packages: readonly P[] | null | undefined;
}

/**
 * The one default-choice rule of a cart line, wherever a line is made or priced (the cart, the server
 * cart, the totals, Create Order): a null variant takes the detail card's default (first in stock, else
 * first) and a null package the first package. A named choice is kept as named; the caller checks it
 * is the item's. Ids only, so the browser's products and the server's rows both fit.
 */
export function defaultCartChoice<V extends StockVariant & { _id: string }, P extends { _id: string }>(item: ChoosableItem<V, P>, choice: CartChoice): CartChoice {
  return {
    selectedVariant: choice.selectedVariant ?? defaultDetailVariant(item.variants)?._id ?? null,
    selectedPackage: choice.selectedPackage ?? defaultPackage(item.packages)?._id ?? null,
  };
}
