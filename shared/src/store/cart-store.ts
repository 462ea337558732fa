import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../api-client/create-api-client';
import type { Product } from '../contracts';
import { cartLineKey } from '../rules/cart-line';
import { defaultDetailVariant, defaultPackage } from '../rules/default-variant';
import { pruneLocalCart } from '../rules/local-cart-limits';
import { clampQuantity, maxQuantity } from '../rules/quantity-clamp';
import { isOutOfStock } from '../rules/stock-status';
import { STORAGE_KEYS } from '../storage/keys';
import { parseStoredCart, type CartItem } from './cart-item';
import type { RootStore } from './root-store';

/** Spec: "'Out of stock' (error snackbar) on selecting a zero-stock variant." */
export const OUT_OF_STOCK_MESSAGE = 'Out of stock';

export interface AddToCartOptions {
  /** How many to add; default 1. */
  quantity?: number;
  /** Variant id; default the first variant in stock (else the first). */
  selectedVariant?: string | null;
  /** Service package id; default the first package. */
  selectedPackage?: string | null;
}

/**
 * The cart. Today it is the guest cart of the spec, kept in local storage under `webCart` with its count
 * under `webCartTotalCount`. Every change goes through an action that ends in `#persist()`, and the line
 * rules (identity, clamping, limits) are pure functions in `rules/`, so the server cart of a logged-in
 * customer can later replace `#persist()` and `hydrate()` without touching the actions' callers.
 */
export class CartStore {
  items: CartItem[] = [];

  readonly root: RootStore;
  /** The API, for the server cart of logged-in customers. */
  readonly api: ApiClient;

  constructor(root: RootStore, api: ApiClient) {
    this.root = root;
    this.api = api;
    makeAutoObservable(this, { root: false, api: false }, { autoBind: true });
  }

  /** Items in the cart: the sum of quantities (the badges, and `webCartTotalCount`). */
  get count(): number {
    return this.items.reduce((sum, item) => sum + item.quantity, 0);
  }

  get isEmpty(): boolean {
    return this.items.length === 0;
  }

  /** The line's identity: product id + variant + package. */
  keyOf(item: CartItem): string {
    return cartLineKey(item);
  }

  find(key: string): CartItem | undefined {
    return this.items.find((item) => cartLineKey(item) === key);
  }

  /**
   * Loads the stored cart. A stored value that is not a cart is removed and the cart starts empty;
   * lines that no longer read as cart items are dropped, quantities are clamped again, and the limits
   * (100 items, 4,718,592 characters) applied.
   */
  hydrate(): void {
    const wasStored = this.root.storage.readString(STORAGE_KEYS.webCart) !== null;
    const stored = this.root.storage.readJson<CartItem[]>(STORAGE_KEYS.webCart, [], parseStoredCart);
    this.items = stored.map((item) => ({ ...item, quantity: clampQuantity(item.quantity, maxQuantity(item, item.selectedVariant)) }));
    // a visitor who never used the cart gets no storage keys; anything stored is rewritten in shape
    if (wasStored) this.#persist();
  }

  /**
   * Adds a product. The same line (id + variant + package) already in the cart gets the quantity added,
   * up to the stock. An out-of-stock product or variant is refused with the 'Out of stock' snackbar.
   * Returns the line, or null when refused.
   */
  add(product: Product, options: AddToCartOptions = {}): CartItem | null {
    const selectedVariant = options.selectedVariant !== undefined ? options.selectedVariant : (defaultDetailVariant(product.variants)?._id ?? null);
    const selectedPackage = options.selectedPackage !== undefined ? options.selectedPackage : (defaultPackage(product.packages)?._id ?? null);
    const variant = product.variants.find((v) => v._id === selectedVariant);
    if (isOutOfStock(product, variant)) {
      this.root.ui.notify(OUT_OF_STOCK_MESSAGE, 'error');
      return null;
    }
    const now = this.root.now();
    const adding = clampQuantity(options.quantity ?? 1);
    const key = cartLineKey({ _id: product._id, selectedVariant, selectedPackage });
    const existing = this.find(key);
    if (existing) {
      existing.quantity = clampQuantity(existing.quantity + adding, maxQuantity(existing, selectedVariant));
      existing.updatedAt = now;
      this.#persist();
      return existing;
    }
    const item: CartItem = {
      ...product,
      quantity: clampQuantity(adding, maxQuantity(product, selectedVariant)),
      selectedVariant,
      selectedPackage,
      addedAt: now,
      updatedAt: now,
    };
    this.items.push(item);
    this.#persist();
    return this.find(key) ?? null;
  }

  /** Sets a line's quantity from any input: at least 1, at most the stock, non-numbers become 1. */
  setQuantity(key: string, value: unknown): void {
    const item = this.find(key);
    if (!item) return;
    item.quantity = clampQuantity(value, maxQuantity(item, item.selectedVariant));
    item.updatedAt = this.root.now();
    this.#persist();
  }

  /** Plus: one more, allowed up to the stock. Returns false when already at the maximum. */
  increment(key: string): boolean {
    const item = this.find(key);
    if (!item) return false;
    const next = clampQuantity(item.quantity + 1, maxQuantity(item, item.selectedVariant));
    if (next === item.quantity) return false;
    this.setQuantity(key, next);
    return true;
  }

  /**
   * Minus: one fewer. Reaching 0 removes the line (the chat cart); with `{ keepOne: true }` it never
   * goes below 1 (the cart page).
   */
  decrement(key: string, options: { keepOne?: boolean } = {}): void {
    const item = this.find(key);
    if (!item) return;
    const next = item.quantity - 1;
    if (next <= 0) {
      if (!options.keepOne) this.remove(key);
      return;
    }
    this.setQuantity(key, next);
  }

  /**
   * Chooses another variant for a line. A variant with stock 0 or less is refused with 'Out of stock'.
   * The quantity resets to 1. If the cart already holds that product with that variant (and package),
   * the two lines become one, as the same line added again would: the existing line gets 1 more.
   * Returns false when refused.
   */
  changeVariant(key: string, variantId: string): boolean {
    const item = this.find(key);
    if (!item) return false;
    const variant = item.variants.find((v) => v._id === variantId);
    if (!variant || variant.stock <= 0) {
      this.root.ui.notify(OUT_OF_STOCK_MESSAGE, 'error');
      return false;
    }
    this.#reselect(item, { selectedVariant: variantId });
    return true;
  }

  /** Chooses another service package for a line; same rules as a variant change (stock, reset to 1). */
  changePackage(key: string, packageId: string): boolean {
    const item = this.find(key);
    if (!item) return false;
    const pkg = item.packages.find((p) => p._id === packageId);
    if (!pkg || (pkg.stock !== null && pkg.stock <= 0)) {
      this.root.ui.notify(OUT_OF_STOCK_MESSAGE, 'error');
      return false;
    }
    this.#reselect(item, { selectedPackage: packageId });
    return true;
  }

  remove(key: string): void {
    this.items = this.items.filter((item) => cartLineKey(item) !== key);
    this.#persist();
  }

  clear(): void {
    this.items = [];
    this.#persist();
  }

  #reselect(item: CartItem, change: { selectedVariant?: string; selectedPackage?: string }): void {
    const now = this.root.now();
    const next = { ...item, ...change };
    const twin = this.find(cartLineKey(next));
    if (twin && twin !== item) {
      twin.quantity = clampQuantity(twin.quantity + 1, maxQuantity(twin, twin.selectedVariant));
      twin.updatedAt = now;
      this.items = this.items.filter((line) => line !== item);
    } else {
      Object.assign(item, change);
      item.quantity = 1;
      item.updatedAt = now;
    }
    this.#persist();
  }

  /**
   * Applies the local limits (at most 100 items, the newest kept; oldest 20 % dropped while the JSON is
   * over 4,718,592 characters) and saves the cart and its count. A failed local save falls back to
   * session storage (SafeStorage).
   */
  #persist(): void {
    let json = '[]';
    const kept = pruneLocalCart(this.items, { serialize: (items) => (json = JSON.stringify(items)) });
    if (kept.length !== this.items.length) {
      this.items = kept;
      json = JSON.stringify(kept);
    }
    this.root.storage.writeString(STORAGE_KEYS.webCart, json);
    this.root.storage.writeJson(STORAGE_KEYS.webCartTotalCount, this.count);
  }
}
