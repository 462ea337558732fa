import { makeAutoObservable } from 'mobx';
import type { CreateProductBody, OwnerProduct, UpdateProductBody } from 'shared';
import { GST_RATES, HSN_CODE_PATTERN, OWNER_CATALOGUE_LIMITS as L, OWNER_CATALOGUE_MESSAGES as M } from 'shared/constants';
import { isValidSalePrice } from 'shared/rules';
import { apiFieldErrors } from './api-field-errors';
import { parseRupees, RUPEE_INPUT_MESSAGES, rupeesText } from './rupee-input';

/** What the form says before it sends anything; the API's own refusals are shown the same way. */
export const PRODUCT_FORM_MESSAGES = {
  nameRequired: 'Enter a name',
  priceAboveZero: 'Enter a price above ₹0',
  saleAboveBase: 'The sale price must not be above the price',
  wholeNumber: 'Enter a whole number of 0 or more',
  stockTooHigh: `At most ${L.stockMax.toLocaleString('en-IN')}`,
  weight: 'Enter the weight in kg, above 0',
  hsnCode: `HSN/SAC code ${M.hsnCode}`,
  variantName: 'Name this variant',
  catalogue: 'Choose a catalogue',
} as const;

let nextKey = 0;
const newKey = () => `v${(nextKey += 1)}`;

/** One variant row as typed: its own price, sale price and stock. */
export interface VariantDraft {
  key: string;
  id?: string;
  name: string;
  price: string;
  salePrice: string;
  stock: string;
}

/** The fields whose API path the form places beside a box (variants and photos by their index). */
const FIELDS = new Set(['catalogueId', 'categoryId', 'name', 'description', 'basePricePaise', 'salePricePaise', 'gstRate', 'hsnCode', 'stock', 'variantTitle', 'variants', 'status', 'priceVisible', 'shipping.weightKg', 'shipping.costPaise', 'dispatchPointIds', 'images']);
const knownField = (field: string) => FIELDS.has(field) || /^variants\.\d+\.(name|basePricePaise|salePricePaise|stock)$/.test(field) || /^images\.\d+$/.test(field);

const wholeNumber = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * The product editor's state: every box as the owner typed it (text, so nothing typed is ever lost or
 * reformatted on an error), the errors by the API's field path, and the body it sends. Prices are typed
 * in rupees and sent as paise with the shared money rule; a sale price counts only above 0, as on the shop.
 */
export class ProductForm {
  readonly productId: string | null;
  catalogueId: string;
  categoryId = '';
  name = '';
  description = '';
  images: string[] = [];
  price = '';
  salePrice = '';
  gstRate: number = GST_RATES[0];
  hsnCode = '';
  stockTracked = true;
  stock = '';
  variantTitle = '';
  variants: VariantDraft[] = [];
  status: 'Draft' | 'Published' = 'Draft';
  /** An archived item stays archived unless the owner picks a status again. */
  archived = false;
  priceVisible = true;
  shippingAvailable = true;
  weightKg = '';
  freeShipping = true;
  shippingCost = '';
  dispatchPointIds: string[] = [];
  errors: Record<string, string> = {};
  /** What names no field: shown at the top of the form. */
  general: string | null = null;

  constructor(catalogueId: string, product?: OwnerProduct) {
    this.productId = product?.id ?? null;
    this.catalogueId = product?.catalogueId ?? catalogueId;
    if (product) this.#fill(product);
    makeAutoObservable(this, {}, { autoBind: true });
  }

  #fill(p: OwnerProduct) {
    this.categoryId = p.categoryId ?? '';
    this.name = p.name;
    this.description = p.description;
    this.images = [...p.images];
    this.price = rupeesText(p.basePricePaise);
    this.salePrice = rupeesText(p.salePricePaise);
    this.gstRate = p.gstRate;
    this.hsnCode = p.hsnCode ?? '';
    this.stockTracked = p.stock !== null || p.variants.length > 0;
    this.stock = p.stock === null ? '' : String(p.stock);
    this.variantTitle = p.variantTitle ?? '';
    this.variants = p.variants.map((v) => ({ key: newKey(), id: v.id, name: v.name, price: rupeesText(v.basePricePaise), salePrice: rupeesText(v.salePricePaise), stock: String(v.stock) }));
    this.status = p.status === 'Published' ? 'Published' : 'Draft';
    this.archived = p.status === 'Archived';
    this.priceVisible = p.priceVisible;
    this.shippingAvailable = p.shipping.available;
    this.weightKg = p.shipping.weightKg === null ? '' : String(p.shipping.weightKg);
    this.freeShipping = p.shipping.free || !p.shipping.available;
    this.shippingCost = p.shipping.costPaise > 0 ? rupeesText(p.shipping.costPaise) : '';
    this.dispatchPointIds = [...p.dispatchPointIds];
  }

  /** Sets one box; its error goes, as the owner is fixing it. */
  set<K extends 'catalogueId' | 'categoryId' | 'name' | 'description' | 'price' | 'salePrice' | 'hsnCode' | 'stock' | 'variantTitle' | 'weightKg' | 'shippingCost'>(key: K, value: string) {
    this[key] = value;
    if (key === 'catalogueId') this.categoryId = '';
    this.#clear(FIELD_OF[key]);
  }

  setGstRate(rate: number) {
    this.gstRate = rate;
  }
  setStatus(status: 'Draft' | 'Published') {
    this.status = status;
    this.archived = false;
  }
  setPriceVisible(visible: boolean) {
    this.priceVisible = visible;
  }
  setStockTracked(tracked: boolean) {
    this.stockTracked = tracked;
    this.#clear('stock');
  }
  setShippingAvailable(available: boolean) {
    this.shippingAvailable = available;
  }
  setFreeShipping(free: boolean) {
    this.freeShipping = free;
    this.#clear('shipping.costPaise');
  }
  toggleDispatchPoint(id: string, on: boolean) {
    this.dispatchPointIds = on ? [...this.dispatchPointIds.filter((d) => d !== id), id] : this.dispatchPointIds.filter((d) => d !== id);
    this.#clear('dispatchPointIds');
  }

  addImage(url: string) {
    if (this.images.length < L.imagesMax && !this.images.includes(url)) this.images.push(url);
  }
  removeImage(index: number) {
    this.images.splice(index, 1);
    this.#clearImages();
  }
  /** Moves a photo one place earlier (-1) or later (+1); the first is the one the shop shows first. */
  moveImage(index: number, by: -1 | 1) {
    const to = index + by;
    if (to < 0 || to >= this.images.length) return;
    const [moved] = this.images.splice(index, 1);
    this.images.splice(to, 0, moved!);
    this.#clearImages();
  }

  addVariant() {
    if (this.variants.length >= L.variantsMax) return;
    this.variants.push({ key: newKey(), name: '', price: this.price, salePrice: this.salePrice, stock: '' });
    this.#clear('variants');
  }
  removeVariant(key: string) {
    // errors name variants by index: the ones after a removed row would point at the wrong row
    this.variants = this.variants.filter((v) => v.key !== key);
    for (const field of Object.keys(this.errors)) if (field.startsWith('variants.')) delete this.errors[field];
  }
  setVariant(key: string, field: 'name' | 'price' | 'salePrice' | 'stock', value: string) {
    const index = this.variants.findIndex((v) => v.key === key);
    const variant = this.variants[index];
    if (!variant) return;
    variant[field] = value;
    this.#clear(`variants.${index}.${VARIANT_FIELD_OF[field]}`);
  }

  get hasVariants(): boolean {
    return this.variants.length > 0;
  }

  #clear(field: string) {
    delete this.errors[field];
  }
  #clearImages() {
    for (const field of Object.keys(this.errors)) if (field.startsWith('images')) delete this.errors[field];
  }

  /** Shows the API's refusal: each named field beside its box, the rest at the top. Nothing typed changes. */
  showApiError(message: string) {
    const { fields, general } = apiFieldErrors(message, knownField);
    this.errors = { ...this.errors, ...fields };
    this.general = general;
  }

  /** The body to send, or the errors beside the boxes (and nothing is sent). */
  toBody(): { body: CreateProductBody | UpdateProductBody } | { errors: Record<string, string> } {
    const errors: Record<string, string> = {};
    const money = (text: string, field: string, required: boolean): number | null => {
      const read = parseRupees(text);
      if ('error' in read) errors[field] = read.error;
      else if (read.paise === null && required) errors[field] = RUPEE_INPUT_MESSAGES.required;
      else if (required && read.paise !== null && read.paise <= 0) errors[field] = PRODUCT_FORM_MESSAGES.priceAboveZero;
      else return read.paise;
      return null;
    };
    const count = (text: string, field: string): number | null => {
      const n = wholeNumber(text);
      if (n === null) errors[field] = PRODUCT_FORM_MESSAGES.wholeNumber;
      else if (n > L.stockMax) errors[field] = PRODUCT_FORM_MESSAGES.stockTooHigh;
      return n;
    };
    const sale = (text: string, base: number | null, field: string): number | null => {
      const paise = money(text, field, false);
      // the shop's rule: 0 or blank is "no sale"
      if (!isValidSalePrice(paise)) return null;
      if (base !== null && paise > base) errors[field] = PRODUCT_FORM_MESSAGES.saleAboveBase;
      return paise;
    };

    if (!this.catalogueId) errors.catalogueId = PRODUCT_FORM_MESSAGES.catalogue;
    const name = this.name.trim();
    if (!name) errors.name = PRODUCT_FORM_MESSAGES.nameRequired;
    const basePricePaise = money(this.price, 'basePricePaise', true);
    const salePricePaise = sale(this.salePrice, basePricePaise, 'salePricePaise');
    const hsn = this.hsnCode.trim();
    if (hsn && !HSN_CODE_PATTERN.test(hsn)) errors.hsnCode = PRODUCT_FORM_MESSAGES.hsnCode;
    const variants = this.variants.map((v, i) => {
      const vName = v.name.trim();
      if (!vName) errors[`variants.${i}.name`] = PRODUCT_FORM_MESSAGES.variantName;
      const vBase = money(v.price, `variants.${i}.basePricePaise`, true);
      const vSale = sale(v.salePrice, vBase, `variants.${i}.salePricePaise`);
      const vStock = count(v.stock, `variants.${i}.stock`);
      return { ...(v.id ? { id: v.id } : {}), name: vName, basePricePaise: vBase ?? 0, salePricePaise: vSale, stock: vStock ?? 0 };
    });
    const stock = this.hasVariants || !this.stockTracked ? null : count(this.stock, 'stock');
    let weightKg: number | null = null;
    if (this.shippingAvailable && this.weightKg.trim()) {
      const w = Number(this.weightKg.trim());
      if (!Number.isFinite(w) || w <= 0 || w > L.weightMaxKg) errors['shipping.weightKg'] = PRODUCT_FORM_MESSAGES.weight;
      else weightKg = w;
    }
    const costPaise = this.shippingAvailable && !this.freeShipping ? money(this.shippingCost, 'shipping.costPaise', true) : 0;

    if (Object.keys(errors).length > 0) return { errors };
    const fields = {
      categoryId: this.categoryId || null,
      name,
      description: this.description,
      images: [...this.images],
      basePricePaise: basePricePaise!,
      salePricePaise,
      gstRate: this.gstRate as CreateProductBody['gstRate'],
      hsnCode: hsn || null,
      stock,
      variantTitle: this.hasVariants ? this.variantTitle.trim() || null : null,
      variants,
      priceVisible: this.priceVisible,
      shipping: { available: this.shippingAvailable, weightKg, free: !this.shippingAvailable || this.freeShipping, costPaise: costPaise ?? 0 },
      dispatchPointIds: [...this.dispatchPointIds],
    };
    // an archived item keeps its status until the owner chooses one
    const status = this.archived ? {} : { status: this.status };
    if (this.productId) return { body: { productId: this.productId, catalogueId: this.catalogueId, ...fields, ...status } };
    return { body: { catalogueId: this.catalogueId, ...fields, status: this.status } };
  }

  /** Checks before sending: false (with the errors shown) when something must be fixed first. */
  validate(): CreateProductBody | UpdateProductBody | null {
    const result = this.toBody();
    if ('errors' in result) {
      this.errors = result.errors;
      this.general = null;
      return null;
    }
    this.errors = {};
    this.general = null;
    return result.body;
  }
}

const FIELD_OF = {
  catalogueId: 'catalogueId',
  categoryId: 'categoryId',
  name: 'name',
  description: 'description',
  price: 'basePricePaise',
  salePrice: 'salePricePaise',
  hsnCode: 'hsnCode',
  stock: 'stock',
  variantTitle: 'variantTitle',
  weightKg: 'shipping.weightKg',
  shippingCost: 'shipping.costPaise',
} as const;

const VARIANT_FIELD_OF = { name: 'name', price: 'basePricePaise', salePrice: 'salePricePaise', stock: 'stock' } as const;
