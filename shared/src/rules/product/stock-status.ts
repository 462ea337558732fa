import type { StockStatus } from '../../contracts';
import { LOW_STOCK_THRESHOLD } from '../constants';

/** A variant as far as stock is concerned. */
export interface StockVariant {
  _id: string;
  stock: number;
}

/** A product or cart item as far as stock is concerned. */
export interface StockItem {
  inventory?: { stockStatus?: StockStatus | null; totalQuantity?: number | null } | null;
  totalQuantity?: number | null;
  variants?: readonly StockVariant[] | null;
}

/**
 * Spec: out of stock when the inventory status is 'Out of Stock' or the selected variant's stock is 0 or
 * less. Out of stock disables add-to-cart and buy.
 */
export function isOutOfStock(item: StockItem, selectedVariant?: StockVariant | null): boolean {
  if (item.inventory?.stockStatus === 'Out of Stock') return true;
  return selectedVariant != null && selectedVariant.stock <= 0;
}

/**
 * The status for the stock banner: 'Out of Stock' when `isOutOfStock`, otherwise the inventory's own
 * status ('In Stock' when the item carries none).
 */
export function stockStatus(item: StockItem, selectedVariant?: StockVariant | null): StockStatus {
  if (isOutOfStock(item, selectedVariant)) return 'Out of Stock';
  return item.inventory?.stockStatus ?? 'In Stock';
}

/**
 * Spec: low-stock hint 'N left' when stock is 3 or fewer (and above 0, where the item is out of stock
 * instead). Null when there is no hint to show, including unknown (unlimited) stock.
 */
export function lowStockHint(stock: number | null | undefined): string | null {
  if (stock == null || !Number.isFinite(stock)) return null;
  if (stock > 0 && stock <= LOW_STOCK_THRESHOLD) return `${stock} left`;
  return null;
}
