import { makeAutoObservable, runInAction } from 'mobx';
import { type Address, type CartLine, type RootStore, type TotalsSummary } from 'shared';
import { createOrderReplySchema, totalsAnswerSchema } from '../contract-refs';
import { CHECKOUT_PATHS } from 'shared/constants';
import { totalsFormatter } from 'shared/format';
import { DEFAULT_SHIPPING_ISSUE_MESSAGE, sameCartLines, TOTALS_DEBOUNCE_MS, type ShippingIssue } from 'shared/rules';
import { AddressStore } from '../addresses/address-store';
import { checkoutMessages } from '../i18n/use-t';
import { createOrderErrorMessage } from './create-order-error';
import { newIdempotencyKey } from './idempotency-key';

/** `idle`: nothing to price; `loading`: waiting for the debounce or the answer; `failed`: the last ask failed. */
export type TotalsState = 'idle' | 'loading' | 'ready' | 'failed';

/** What is ordered: the lines and the delivery address. */
interface Order {
  lines: readonly CartLine[];
  addressId: string | null;
}

/** One Create Order press: its key, and the order it was for. */
interface Press {
  key: string;
  order: Order;
}

const sameOrder = (a: Order, b: Order) => a.addressId === b.addressId && sameCartLines(a.lines, b.lines);

/**
 * The checkout part shared by the chat cart and the direct buy: the delivery address (the customer's
 * default until another is chosen), the server's totals asked 500 ms after the last change of the lines
 * or the address, and Create Order. Prices are never sent: the server prices the lines it is given.
 */
export class CheckoutStore {
  readonly addresses: AddressStore;
  /** The address the customer confirmed in the picker; null until then (the default is used). */
  chosenId: string | null = null;
  /** The addresses were asked for once (loaded or failed): totals are asked from then on. */
  addressesSettled = false;
  totals: TotalsSummary | null = null;
  /** The address the shown totals were computed for. */
  totalsAddressId: string | null = null;
  totalsState: TotalsState = 'idle';
  creating = false;

  readonly #root: RootStore;
  #timer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped by every totals ask: only the latest ask's answer is shown. */
  #call = 0;
  #lastLines: CartLine[] = [];
  /** The order the totals were last asked for (by `followOrder`). */
  #followed: Order | null = null;
  /** The last failed press, whose key a retry of the same order reuses. */
  #press: Press | null = null;

  constructor(root: RootStore) {
    this.#root = root;
    this.addresses = new AddressStore(root);
    makeAutoObservable(this, { addresses: false }, { autoBind: true });
  }

  get customerId(): string | null {
    return this.#root.session.customer?.customerId ?? null;
  }

  /**
   * The delivery address: the one chosen while it still exists (the picker can delete or edit it),
   * else the default, else the first saved one; null when the customer has none.
   */
  get address(): Address | null {
    const list = this.addresses.addresses;
    return list.find((a) => a._id === this.chosenId) ?? list.find((a) => a.isDefault) ?? list[0] ?? null;
  }

  async loadAddresses(): Promise<void> {
    if (this.customerId) await this.addresses.load();
    runInAction(() => (this.addressesSettled = true));
  }

  chooseAddress(address: Address): void {
    this.chosenId = address._id;
  }

  /** The formatter of the shown totals and line prices: whole rupees when all are whole, else paise on each. */
  get format(): (amount: number) => string {
    const t = this.totals;
    if (!t) return totalsFormatter([]);
    return totalsFormatter([t.subtotal, t.totalDiscount, t.shippingCost, t.total, t.totalGst, t.gst.cgst, t.gst.sgst, t.gst.igst, ...t.lines.map((line) => line.amount)]);
  }

  /**
   * The server's price (rupees, GST included) of the order's line at `index`, while the shown totals were
   * computed for that line as it now is; null while they are not (the view shows the product page's price).
   */
  pricedLine(index: number, productId: string, quantity: number): number | null {
    const line = this.totals?.lines[index];
    return line && line.productId === productId && line.quantity === quantity ? line.amount : null;
  }

  /** Asks the totals when the lines or the address differ from the last ones followed; the view calls it after every render. */
  followOrder(lines: readonly CartLine[]): void {
    const order = { lines: [...lines], addressId: this.address?._id ?? null };
    if (this.#followed && sameOrder(this.#followed, order)) return;
    this.#followed = order;
    this.scheduleTotals(order.lines);
  }

  /** The totals of `lines` to the current address, asked TOTALS_DEBOUNCE_MS after the last call of this. */
  scheduleTotals(lines: readonly CartLine[]): void {
    this.#cancelTimer();
    this.#lastLines = [...lines];
    const customerId = this.customerId;
    if (!customerId || lines.length === 0) {
      this.#call += 1;
      this.totals = null;
      this.totalsState = 'idle';
      return;
    }
    this.totalsState = 'loading';
    const addressId = this.address?._id ?? null;
    this.#timer = setTimeout(() => void this.#fetchTotals(customerId, this.#lastLines, addressId), TOTALS_DEBOUNCE_MS);
  }

  /** Asks again for the lines last given (after a failed ask). */
  retryTotals(): void {
    this.scheduleTotals(this.#lastLines);
  }

  async #fetchTotals(customerId: string, products: CartLine[], deliveryAddress: string | null): Promise<void> {
    this.#timer = null;
    const call = ++this.#call;
    try {
      const answer = await this.#root.api.post(CHECKOUT_PATHS.totals, { products, customerId, deliveryAddress }, totalsAnswerSchema);
      runInAction(() => {
        if (call !== this.#call) return;
        this.totals = answer.data;
        this.totalsAddressId = deliveryAddress;
        this.totalsState = 'ready';
      });
    } catch (error) {
      // the spec has checkout failures other than Create Order "only logged"; the view offers Try again
      console.warn('[checkout] totals failed', error);
      runInAction(() => {
        if (call === this.#call) this.totalsState = 'failed';
      });
    }
  }

  /**
   * The shipping issues of the latest totals that still hold: computed for the current address, and
   * naming products still in the order. Issues of another address wait for the new totals.
   */
  shippingIssuesFor(productIds: readonly string[]): ShippingIssue[] {
    if (!this.totals || this.totalsAddressId !== (this.address?._id ?? null)) return [];
    return this.totals.shippingIssues.flatMap((issue) => {
      const still = issue.productsIds.filter((id) => productIds.includes(id));
      if (issue.productsIds.length > 0 && still.length === 0) return [];
      return [{ productsIds: still, message: issue.message.trim() || DEFAULT_SHIPPING_ISSUE_MESSAGE }];
    });
  }

  /**
   * Create Order with the address and an idempotency key: for the cart, once the server cart holds every
   * change made here, the server orders its cart (and empties it); for Buy Now, the item's one line is
   * sent as `products`. Answers the orders'
   * numbers, or null after the error snackbar. A press again after a failure, for the same order, keeps
   * its key, so an order the server made but whose answer was lost is never made twice; a changed order
   * or a later success gets a fresh key.
   */
  async createOrder(lines: readonly CartLine[], source: 'cart' | 'buy-now'): Promise<string[] | null> {
    const customerId = this.customerId;
    if (this.creating || !customerId || lines.length === 0) return null;
    const order: Order = { lines: [...lines], addressId: this.address?._id ?? null };
    if (!this.#press || !sameOrder(this.#press.order, order)) this.#press = { key: newIdempotencyKey(), order };
    const idempotencyKey = this.#press.key;
    // the snackbars' language: the views showing this store have loaded its messages
    const t = checkoutMessages.now(this.#root.locale);
    this.creating = true;
    try {
      if (source === 'cart') await this.#root.cart.synced();
      const products = source === 'buy-now' ? { products: order.lines } : {};
      const body = { customerId, ...products, deliveryAddress: order.addressId, idempotencyKey };
      const answer = await this.#root.api.post(CHECKOUT_PATHS.createOrder, body, createOrderReplySchema);
      const orderId = answer.data?.orderId;
      if (!orderId) {
        this.#root.ui.notify(t('checkout.createFailed'), 'error');
        return null;
      }
      this.#press = null;
      const orderIds = answer.data?.orderIds ?? [];
      return orderIds.length > 0 ? orderIds : [orderId];
    } catch (error) {
      this.#root.ui.notify(createOrderErrorMessage(error, t), 'error');
      return null;
    } finally {
      runInAction(() => (this.creating = false));
    }
  }

  #cancelTimer(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }

  /** The view left: no totals are asked any more, and a late answer is ignored. */
  dispose(): void {
    this.#cancelTimer();
    this.#call += 1;
  }
}
