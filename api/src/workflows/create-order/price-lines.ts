import { and, asc, eq, inArray } from 'drizzle-orm';
import { defaultCartChoice, servicePackagePricePaise, type TotalsLineInput } from 'shared/rules';
import type { CartLine } from '../../contracts';
import type { Database } from '../../db/client';
import { productDispatchPoints, products, productVariants, servicePackages } from '../../db/schema';
import { AppError } from '../../errors';

export const PRICE_LINE_ERRORS = {
  unknownItem: () => AppError.notFound('PRODUCT_NOT_FOUND', 'A product in the cart is no longer available'),
  unknownChoice: () => AppError.badRequest('The chosen variant or package does not belong to its product'),
  priceOnRequest: (name: string) => AppError.badRequest(`${name} has its price on request; please ask in the chat`),
} as const;

/** A checkout line priced by the server from the catalogue; the request only named the item and quantity. */
export interface PricedLine extends TotalsLineInput {
  position: number;
  productId: string;
  itemType: 'product' | 'service';
  variantId: string | null;
  packageId: string | null;
  /** "Product" or "Product - Variant": the order line's description. */
  description: string;
  name: string;
  shippingAvailable: boolean;
  /** Weight of one unit in kg, when the product gives one. */
  shippingWeightKg: number | null;
  dispatchPointIds: string[];
  /** What stock the line takes: a variant's, a package's, the product's own, or none (untracked). */
  stock: { kind: 'variant' | 'package' | 'product'; id: string; available: number } | { kind: 'untracked' } | { kind: 'out' };
}

/**
 * Step "price lines": loads every named item of the business (published only) with its variants, packages
 * and dispatch points, and prices each line as the storefront shows it: the variant's prices, else the
 * product's; a service package at price x (1 - discount/100). A line naming no variant or package takes
 * the cart's default (`defaultCartChoice`), as the cart does.
 */
export async function priceLines(db: Database, businessId: string, lines: readonly CartLine[]): Promise<PricedLine[]> {
  const productIds = [...new Set(lines.map((line) => line.productId.toLowerCase()))];
  if (productIds.length === 0) return [];
  // One after another: inside the order's transaction they share one connection, which runs one query
  // at a time (node-postgres warns of overlapping ones, and refuses them from its version 9).
  const items = await db.select().from(products).where(and(eq(products.businessId, businessId), inArray(products.id, productIds), eq(products.status, 'Published')));
  const variants = await db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.businessId, businessId), inArray(productVariants.productId, productIds)))
    .orderBy(asc(productVariants.position));
  const packages = await db
    .select()
    .from(servicePackages)
    .where(and(eq(servicePackages.businessId, businessId), inArray(servicePackages.productId, productIds)))
    .orderBy(asc(servicePackages.position));
  const points = await db
    .select()
    .from(productDispatchPoints)
    .where(and(eq(productDispatchPoints.businessId, businessId), inArray(productDispatchPoints.productId, productIds)))
    .orderBy(asc(productDispatchPoints.position));
  return lines.map((line, position) => {
    const product = items.find((item) => item.id === line.productId.toLowerCase());
    if (!product || product.itemType !== line.itemType) throw PRICE_LINE_ERRORS.unknownItem();
    if (!product.priceVisible) throw PRICE_LINE_ERRORS.priceOnRequest(product.name);
    const ownVariants = variants.filter((v) => v.productId === product.id);
    const ownPackages = packages.filter((p) => p.productId === product.id);
    const base = {
      position,
      productId: product.id,
      itemType: product.itemType,
      name: product.name,
      quantity: line.quantity,
      taxApplicable: product.taxApplicable,
      taxRate: product.taxRate,
      shippingAvailable: product.itemType === 'product' && product.shippingAvailable,
      shippingCostPaise: product.itemType === 'product' && product.shippingAvailable ? product.shippingCostPaise : 0,
      shippingWeightKg: product.shippingWeightKg,
      dispatchPointIds: points.filter((p) => p.productId === product.id).map((p) => p.dispatchPointId),
    };
    const outOfStatus = product.stockStatus === 'Out of Stock';
    const named = { selectedVariant: line.selectedVariant?.toLowerCase() ?? null, selectedPackage: line.selectedPackage?.toLowerCase() ?? null };
    const choice = defaultCartChoice({ variants: ownVariants.map((v) => ({ _id: v.id, stock: v.stock })), packages: ownPackages.map((p) => ({ _id: p.id })) }, named);

    if (product.itemType === 'service') {
      const pkg = ownPackages.find((p) => p.id === choice.selectedPackage);
      if (named.selectedPackage && !pkg) throw PRICE_LINE_ERRORS.unknownChoice();
      if (!pkg) {
        return { ...base, variantId: null, packageId: null, description: product.name, basePricePaise: product.basePricePaise, salePricePaise: product.salePricePaise, stock: outOfStatus ? { kind: 'out' } : { kind: 'untracked' } };
      }
      const discounted = servicePackagePricePaise(pkg.pricePaise, pkg.discountPercentage);
      return {
        ...base,
        variantId: null,
        packageId: pkg.id,
        description: `${product.name} - ${pkg.name}`,
        basePricePaise: pkg.pricePaise,
        salePricePaise: discounted < pkg.pricePaise ? discounted : null,
        stock: pkg.stock === null ? { kind: 'untracked' } : { kind: 'package', id: pkg.id, available: pkg.stock },
      };
    }

    const variant = ownVariants.find((v) => v.id === choice.selectedVariant);
    if (named.selectedVariant && !variant) throw PRICE_LINE_ERRORS.unknownChoice();
    if (variant) {
      return {
        ...base,
        variantId: variant.id,
        packageId: null,
        description: `${product.name} - ${variant.name}`,
        basePricePaise: variant.basePricePaise,
        salePricePaise: variant.salePricePaise,
        stock: outOfStatus ? { kind: 'out' } : { kind: 'variant', id: variant.id, available: variant.stock },
      };
    }
    const stock: PricedLine['stock'] = outOfStatus
      ? { kind: 'out' }
      : product.totalQuantity === null
        ? { kind: 'untracked' }
        : { kind: 'product', id: product.id, available: product.totalQuantity };
    return { ...base, variantId: null, packageId: null, description: product.name, basePricePaise: product.basePricePaise, salePricePaise: product.salePricePaise, stock };
  });
}
