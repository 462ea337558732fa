/** What the seed and the tests' fixtures describe a site with, and the small rules its rows follow. */
import type { SectionValue, StockStatus } from '../../contracts';
import type * as t from '../schema';

/** A page section as the seed writes it; `indexPosition` is its place in the list. */
export interface SectionInput {
  name: string;
  status?: 'show' | 'hide';
  viewMode?: 'both' | 'desktop' | 'mobile';
  values: SectionValue[];
}

export interface VariantInput {
  name: string;
  basePrice: number;
  salePrice?: number | null;
  stock: number;
}

export interface PackageInput {
  name: string;
  description: string;
  price: number;
  discountPercentage?: number;
  stock?: number | null;
}

export interface CartLineInput {
  productId: string;
  itemType?: 'product' | 'service';
  variantId?: string | null;
  packageId?: string | null;
  quantity: number;
  addedAt?: Date;
}

/** An order line in rupees: the item's base price and the unit price the customer pays before tax. */
export interface OrderLineInput {
  productId: string;
  variantId?: string | null;
  packageId?: string | null;
  type: 'catalog-product' | 'catalog-service';
  description: string;
  quantity: number;
  basePrice: number;
  unitPrice: number;
  gstPercentage?: number;
}

export interface OrderInput {
  customerId: string;
  orderNumber: string;
  title: string;
  status: 'Draft' | 'Active' | 'Completed' | 'Cancelled';
  mode: 'product' | 'service';
  paymentStatus: 'Pending' | 'Paid' | 'Partially Paid' | 'Refunded';
  lines: OrderLineInput[];
  shippingCost?: number;
  dispatchPointId?: string | null;
  shipToAddress?: t.AddressSnapshot | null;
  /** Shares of the final amount (they should add up to 1); paid when `paidAt` is set. */
  milestones: { label: string; share: number; dueDate: string; paidAt?: Date | null }[];
  /** Progress stages; Completed when `completedAt` is set. */
  stages: { name: string; status?: 'Pending' | 'In Progress'; completedAt?: Date | null }[];
  createdAt: Date;
}

/** A catalogue item in rupees, as a person would describe it; the builder derives the stored columns. */
export interface ProductInput {
  catalogueId: string;
  categoryId?: string | null;
  itemType?: 'product' | 'service';
  name: string;
  slug?: string;
  description: string;
  images?: string[];
  video?: string | null;
  basePrice: number;
  salePrice?: number | null;
  taxRate?: number;
  priceVisible?: boolean;
  rating?: number;
  reviewCount?: number;
  featured?: boolean;
  flashSale?: boolean;
  tags?: string[];
  button?: string;
  variantTitle?: string | null;
  status?: 'Published' | 'Draft';
  stockStatus?: StockStatus;
  /** Units on hand when there are no variants; NULL = not tracked. */
  totalQuantity?: number | null;
  shipping?: { available: boolean; cost?: number; weightKg?: number; dimensionsCm?: [number, number, number] };
  variants?: VariantInput[];
  packages?: PackageInput[];
  dispatchPointIds?: string[];
  createdAt?: Date;
}

/** One key/value entry of a section (see SectionValue); `extra` adds url, label, icon, status, list flag. */
export const entry = (key: string, value: string, extra: Omit<SectionValue, 'key' | 'value'> = {}): SectionValue => ({ key, value, ...extra });

/** A list item: the same key repeated with allowToAddMultiple. */
export const item = (key: string, value: string, extra: Omit<SectionValue, 'key' | 'value' | 'allowToAddMultiple'> = {}): SectionValue => ({
  key,
  value,
  ...extra,
  allowToAddMultiple: true,
});

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Whole-number discount of a sale price, when there is one below the base price. */
export const discountOf = (base: number, sale: number | null | undefined) =>
  sale && sale > 0 && sale < base ? Math.round((1 - sale / base) * 100) : null;

/** Low Stock at 5 units or fewer, Out of Stock at 0, untracked (NULL) is In Stock. */
export function stockStatusOf(quantity: number | null): StockStatus {
  if (quantity === null) return 'In Stock';
  if (quantity <= 0) return 'Out of Stock';
  return quantity <= 5 ? 'Low Stock' : 'In Stock';
}
