import { type Product } from 'shared';
import { defaultListVariant, isOutOfStock, lowStockHint } from 'shared/rules';

export interface CardStock {
  outOfStock: boolean;
  /** 'N left' at 3 or fewer in stock, else null. */
  hint: string | null;
}

/**
 * The list card's stock: its first variant's stock when the product has variants, else the inventory
 * total. Out of stock when the inventory says so or that variant has none.
 */
export function cardStock(product: Pick<Product, 'inventory' | 'totalQuantity' | 'variants'>): CardStock {
  const variant = defaultListVariant(product.variants);
  const outOfStock = isOutOfStock(product, variant);
  const stock = variant ? variant.stock : (product.inventory.totalQuantity ?? product.totalQuantity);
  return { outOfStock, hint: outOfStock ? null : lowStockHint(stock) };
}
