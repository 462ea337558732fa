import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import type { ApiClient } from '../api-client/create-api-client';
import { CART_PATHS } from '../contracts/values';
import { cartAnswerSchema, type CartAnswer, type CartUpdateField, type Product } from '../contracts/without-zod';
import { cartLineKey } from '../rules/cart/cart-line';
import { defaultCartChoice } from '../rules/product/default-variant';
import { pruneLocalCart } from '../rules/cart/local-cart-limits';
import { clampQuantity, maxQuantity } from '../rules/cart/quantity-clamp';
import { isOutOfStock } from '../rules/product/stock-status';
import { STORAGE_KEYS } from '../storage/keys';
import { cartLineOf, parseStoredCart, type CartItem } from './cart-item';
import { PendingQuantities } from './pending-quantities';
import type { RootStore } from './root-store';
import { ServerCartSync } from './server-cart-sync';

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

/** Where the cart lives: the guest's browser, or the server for a verified customer. */
export type CartSource = 'local' | 'server';

/**
 * The cart. A guest's cart is kept in local storage under `webCart` with its count under
 * `webCartTotalCount`; once the session is verified the cart is the customer's server cart (spec: "verified
 * session means server cart"). The actions keep one synchronous shape in both: the lines change at once
 * (the badges and the page follow the count) and, for the server cart, the call follows: adds, removals,
 * variant changes and clears at once, quantity changes debounced 300 ms; the server's answer then becomes
 * the cart. A refused change is rolled back, except a removal, which stays removed here. At login the guest
 * cart is merged into the server cart (save merged), and the local copy is removed only once the server
 * saved it; at logout the cart is the guest's again.
 */
export class CartStore {
  items: CartItem[] = [];
  source: CartSource = 'local';
  /** The customer's server cart is being fetched (or the guest cart merged into it); pages show a skeleton. */
  loading = false;

  readonly root: RootStore;
  /** The API, for the server cart of logged-in customers. */
  readonly api: ApiClient;
  /** Quantity changes of the server cart, sent 300 ms after the last change of their line. */
  readonly #pending = new PendingQuantities((key, before) => this.#sendQuantity(key, before));
  /** The server cart's calls: one after another, the latest one's answer becoming the cart. */
  readonly #server: ServerCartSync;
  #watch: IReactionDisposer | null = null;

  constructor(root: RootStore, api: ApiClient) {
    this.root = root;
    this.api = api;
    this.#server = new ServerCartSync(api, this, (answer) => this.#adopt(answer));
    makeAutoObservable(this, { root: false, api: false }, { autoBind: true });
  }

  /** The verified customer whose server cart this is; null for a guest. */
  get serverCustomerId(): string | null {
    const { session } = this.root;
    return session.verified ? (session.customer?.customerId ?? null) : null;
  }

  /** Stops following the session (tests, a standalone remote unmounting); pending updates are dropped. */
  dispose(): void {
    this.#watch?.();
    this.#watch = null;
    this.#pending.dropAll();
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
    this.#loadGuestCart();
    // the cart follows the session: verified → the server cart (merging the guest's), logged out → the guest's
    this.#watch ??= reaction(
      () => this.serverCustomerId,
      (customerId) => void (customerId ? this.useServerCart(customerId) : this.#useGuestCart()),
    );
    if (this.serverCustomerId) void this.useServerCart(this.serverCustomerId);
  }

  #loadGuestCart(): void {
    const wasStored = this.root.storage.readString(STORAGE_KEYS.webCart) !== null;
    const stored = this.root.storage.readJson<CartItem[]>(STORAGE_KEYS.webCart, [], parseStoredCart);
    this.items = stored.map((item) => ({ ...item, quantity: clampQuantity(item.quantity, maxQuantity(item, item.selectedVariant)) }));
    // a visitor who never used the cart gets no storage keys; anything stored is rewritten in shape
    if (wasStored) this.#persist();
  }

  /**
   * Switches to the customer's server cart. A stored guest cart is merged in first (save merged) and its
   * local copy removed only after the server saved it; if the merge fails the guest cart stays, stored and
   * shown, and is merged at the next login. Resolves with the source the cart ended on.
   */
  async useServerCart(customerId: string): Promise<CartSource> {
    const guest = this.source === 'local' ? this.items.map(cartLineOf) : [];
    const isLatest = this.#server.startCall();
    this.loading = true;
    try {
      const answer =
        guest.length > 0
          ? await this.api.post(CART_PATHS.saveMerged, { customerId, cart: guest }, cartAnswerSchema)
          : await this.api.get(CART_PATHS.get, { customerId }, cartAnswerSchema);
      if (this.serverCustomerId !== customerId) return this.source;
      runInAction(() => {
        if (guest.length > 0) this.root.storage.remove(STORAGE_KEYS.webCart);
        this.source = 'server';
        if (isLatest()) this.#adopt(answer);
        else this.#persist();
      });
    } catch (error) {
      console.warn('[cart] server cart unavailable; the guest cart stays', error);
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
    return this.source;
  }

  /** Logout: the cart is the guest's again (empty after a merge), and the count follows it. */
  #useGuestCart(): void {
    if (this.source === 'local') return;
    this.#pending.dropAll();
    this.#server.supersedeCalls();
    this.source = 'local';
    this.#loadGuestCart();
    this.root.storage.writeJson(STORAGE_KEYS.webCartTotalCount, this.count);
  }

  /** The server's answer becomes the cart, unless a quantity change is still waiting to be sent. */
  #adopt(answer: CartAnswer): void {
    if (this.#pending.any) return;
    this.items = answer.data;
    this.#persist();
  }

  /** Reloads the server cart (after a refused change that later ones were built on). */
  refresh(): Promise<void> {
    return this.#server.refresh();
  }

  /** The line's index in the server's order (the lines here follow it), or -1. */
  #indexOf(key: string): number {
    return this.items.findIndex((item) => cartLineKey(item) === key);
  }

  /** Sends a line's update, with the lines as they were before it to go back to if refused. */
  #sendUpdate(index: number, field: CartUpdateField, value: unknown, before: CartItem[]): void {
    this.#server.send(CART_PATHS.update, { index, field, value }, () => {
      this.items = before;
      this.#persist();
    });
  }

  /** Sends a line's quantity, rolled back to `before` (its quantity before the debounced changes) if refused. */
  #sendQuantity(key: string, before: number): void {
    const index = this.#indexOf(key);
    const item = this.items[index];
    if (!item) return;
    this.#server.send(CART_PATHS.update, { index, field: 'quantity', value: item.quantity }, () => {
      const line = this.find(key);
      if (!line) return;
      line.quantity = before;
      this.#persist();
    });
  }

  /**
   * Adds a product. The same line (id + variant + package) already in the cart gets the quantity added,
   * up to the stock. An out-of-stock product or variant is refused with the 'Out of stock' snackbar.
   * Returns the line, or null when refused.
   */
  add(product: Product, options: AddToCartOptions = {}): CartItem | null {
    const { selectedVariant, selectedPackage } = defaultCartChoice(product, { selectedVariant: options.selectedVariant ?? null, selectedPackage: options.selectedPackage ?? null });
    const variant = product.variants.find((v) => v._id === selectedVariant);
    if (isOutOfStock(product, variant)) {
      this.root.ui.notify(OUT_OF_STOCK_MESSAGE, 'error');
      return null;
    }
    const now = this.root.now();
    const adding = clampQuantity(options.quantity ?? 1);
    const key = cartLineKey({ _id: product._id, selectedVariant, selectedPackage });
    const before = this.items.map((line) => ({ ...line }));
    const sendAdd = () =>
      this.#server.send(CART_PATHS.add, { item: cartLineOf({ _id: product._id, quantity: adding, selectedVariant, selectedPackage, itemType: product.itemType }) }, () => {
        this.items = before;
        this.#persist();
      });
    const existing = this.find(key);
    if (existing) {
      existing.quantity = clampQuantity(existing.quantity + adding, maxQuantity(existing, selectedVariant));
      existing.updatedAt = now;
      this.#persist();
      sendAdd();
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
    sendAdd();
    return this.find(key) ?? null;
  }

  /** Sets a line's quantity from any input: at least 1, at most the stock, non-numbers become 1. */
  setQuantity(key: string, value: unknown): void {
    const item = this.find(key);
    if (!item) return;
    const before = item.quantity;
    item.quantity = clampQuantity(value, maxQuantity(item, item.selectedVariant));
    item.updatedAt = this.root.now();
    this.#persist();
    if (this.source === 'server' && item.quantity !== before) this.#pending.queue(key, before);
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

  /** Removes a line. A server cart that refuses the removal still loses the line here (spec). */
  remove(key: string): void {
    const index = this.#indexOf(key);
    this.#pending.drop(key);
    this.items = this.items.filter((item) => cartLineKey(item) !== key);
    this.#persist();
    if (index >= 0) this.#server.send(CART_PATHS.remove, { index });
  }

  /** Empties the cart (and the server cart of a customer); the count becomes 0. */
  /**
   * Resolves once the server cart holds every change made here (quantities waiting for their debounce
   * go at once): Create Order orders the server cart, so it must be the cart the shopper sees.
   */
  async synced(): Promise<void> {
    this.#pending.flushAll();
    await this.#server.settled();
  }

  /** The cart was ordered: the server emptied it in the order's transaction, so only this copy empties. */
  ordered(): void {
    this.#pending.dropAll();
    this.#server.supersedeCalls();
    this.items = [];
    this.#persist();
  }

  clear(): void {
    this.#pending.dropAll();
    this.items = [];
    this.#persist();
    this.#server.send(CART_PATHS.clear, {});
  }

  #reselect(item: CartItem, change: { selectedVariant?: string; selectedPackage?: string }): void {
    const now = this.root.now();
    const key = cartLineKey(item);
    const index = this.#indexOf(key);
    const before = this.items.map((line) => ({ ...line }));
    const [field, value] = change.selectedVariant !== undefined ? (['selectedVariant', change.selectedVariant] as const) : (['selectedPackage', change.selectedPackage] as const);
    // a quantity still waiting for its debounce goes first, so the server's indexes match these lines
    this.#pending.flush(key);
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
    if (this.source === 'server') this.#sendUpdate(index, field, value, before);
  }

  /**
   * Guest cart: applies the local limits (at most 100 items, the newest kept; oldest 20 % dropped while the JSON is
   * over 4,718,592 characters) and saves the cart and its count. A failed local save falls back to
   * session storage (SafeStorage).
   */
  #persist(): void {
    if (this.source === 'server') {
      // the server keeps the customer's lines; only the count is kept here (the badges' first paint)
      this.root.storage.writeJson(STORAGE_KEYS.webCartTotalCount, this.count);
      return;
    }
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
