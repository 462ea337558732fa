import { type Product } from 'shared';
import type { Translate } from 'shared/i18n';
import { clampQuantity, defaultDetailVariant, defaultPackage, maxQuantity } from 'shared/rules';
import { storefrontMessages, type StorefrontMessage } from '../i18n/use-t';

/** One chip of the details page: a variant of a product, or a package of a service. */
export interface DetailOption {
  id: string;
  name: string;
  /** Units on hand; null when the option does not track stock (a package without a stock). */
  stock: number | null;
  kind: 'variant' | 'package';
}

/**
 * The chips a product offers: its variants, else (a service) its packages. A service's packages are
 * its variants in all but name: the chat's order summary offers "variant or package choice" alike.
 */
export function detailOptions(product: Pick<Product, 'variants' | 'packages'>): DetailOption[] {
  if (product.variants.length > 0) {
    return product.variants.map((variant) => ({ id: variant._id, name: variant.name, stock: variant.stock, kind: 'variant' }));
  }
  return product.packages.map((pkg) => ({ id: pkg._id, name: pkg.name, stock: pkg.stock, kind: 'package' }));
}

/** Spec: choosing an option with stock 0 or less is refused ('Out of stock'). Untracked stock never is. */
export function isOptionOutOfStock(option: Pick<DetailOption, 'stock'>): boolean {
  return option.stock !== null && option.stock <= 0;
}

/**
 * The chip chosen when the page opens. Variants: `defaultDetailVariant`, the first not out of stock
 * (else the first). Packages: the spec's "Default package: first package". Null without options.
 */
export function defaultOptionId(product: Pick<Product, 'variants' | 'packages'>): string | null {
  if (product.variants.length > 0) return defaultDetailVariant(product.variants)?._id ?? null;
  return defaultPackage(product.packages)?._id ?? null;
}

/** The heading of the chip group: the product's own variantTitle (the owner's words), else a generic word. */
export function optionsTitle(product: Pick<Product, 'variants' | 'variantTitle'>, t: Translate<StorefrontMessage> = storefrontMessages.now('en')): string {
  const title = product.variantTitle?.trim();
  if (title) return title;
  return t(product.variants.length > 0 ? 'pd.variant' : 'pd.package');
}

/**
 * The most the stepper allows. Variants: the shared `maxQuantity` (the selected variant's stock, the
 * inventory total without variants, null for unlimited). A package caps at its own stock when it
 * tracks one.
 */
export function detailMaxQuantity(product: Product, optionId: string | null): number | null {
  if (product.variants.length === 0 && product.packages.length > 0) {
    const pkg = product.packages.find((p) => p._id === optionId);
    if (pkg && pkg.stock !== null) return pkg.stock;
  }
  return maxQuantity(product, product.variants.length > 0 ? optionId : undefined);
}

/** Spec quantity rule on the details page: non-numeric 1, below 1 1, above the stock capped. */
export function detailQuantity(product: Product, optionId: string | null, value: unknown): number {
  return clampQuantity(value, detailMaxQuantity(product, optionId));
}
