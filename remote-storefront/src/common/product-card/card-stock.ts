import { type Product } from 'shared';
import type { Translate } from 'shared/i18n';
import { defaultListVariant, isOutOfStock, lowStockHint } from 'shared/rules';
import { storefrontMessages, type StorefrontMessage } from '../../i18n/use-t';

export interface CardStock {
  outOfStock: boolean;
  /** 'N left' at 3 or fewer in stock, else null. */
  hint: string | null;
}

/**
 * The list card's stock: its first variant's stock when the product has variants, else the inventory
 * total. Out of stock when the inventory says so or that variant has none.
 */
export function cardStock(product: Pick<Product, 'inventory' | 'totalQuantity' | 'variants'>, t: Translate<StorefrontMessage> = storefrontMessages.now('en')): CardStock {
  const variant = defaultListVariant(product.variants);
  const outOfStock = isOutOfStock(product, variant);
  const stock = variant ? variant.stock : (product.inventory.totalQuantity ?? product.totalQuantity);
  // the shared rule decides whether there is a hint; the words are the page's language
  return { outOfStock, hint: outOfStock || lowStockHint(stock) === null ? null : t('stock.left', { count: stock as number }) };
}
