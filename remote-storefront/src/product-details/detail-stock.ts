import { type Product, type StockStatus } from 'shared';
import type { Translate } from 'shared/i18n';
import { isOutOfStock, lowStockHint, stockStatus } from 'shared/rules';
import { storefrontMessages, type StorefrontMessage } from '../i18n/use-t';
import { isOptionOutOfStock, type DetailOption } from './detail-options';

export interface DetailStock {
  /** The banner's status: 'Out of Stock' when out of stock, else the inventory's own status (a value; the banner words it). */
  status: StockStatus;
  /** Out of stock disables buying (spec: "Out of stock ... disables add and buy"). */
  outOfStock: boolean;
  /** 'N left' at 3 or fewer in stock, else null. */
  hint: string | null;
}

/**
 * The stock banner for the chosen option: the selected variant's (or package's) stock, else the
 * inventory total. Out of stock when the inventory says so or the chosen option has none.
 */
export function detailStock(product: Pick<Product, 'inventory' | 'totalQuantity' | 'variants'>, option: DetailOption | undefined, t: Translate<StorefrontMessage> = storefrontMessages.now('en')): DetailStock {
  const variant = option?.kind === 'variant' ? product.variants.find((v) => v._id === option.id) : undefined;
  const outOfStock = isOutOfStock(product, variant) || (option?.kind === 'package' && isOptionOutOfStock(option));
  const status: StockStatus = outOfStock ? 'Out of Stock' : stockStatus(product, variant);
  const stock = option ? option.stock : (product.inventory.totalQuantity ?? product.totalQuantity);
  // the shared rule decides whether there is a hint; the words are the page's language
  return { status, outOfStock, hint: outOfStock || lowStockHint(stock) === null ? null : t('stock.left', { count: stock as number }) };
}
