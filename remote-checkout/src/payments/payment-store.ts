import { makeAutoObservable, runInAction } from 'mobx';
import { type CodSettings, type ManualPaymentMethod, type PaymentIntegrationData, type PaymentMethod, type PaymentPanelsOrder, type RootStore } from 'shared';
import { paymentMethodsAnswerSchema } from '../contract-refs';
import { PAYMENT_PATHS, upiPaymentLink, UTR_PATTERN } from 'shared/constants';
import { payableAmount } from 'shared/rules';
import { CodConfirmation } from './cod-confirmation';
import { OnlinePayment } from './online-payment';
import { errorText } from '../i18n/shared-texts';
import { paymentCalls, sayerOf } from './payment-calls';

/** loading: the ways to pay are asked for; choosing: the customer picks one; manual / online / cod: that flow runs. */
export type PaymentStep = 'idle' | 'loading' | 'choosing' | 'manual' | 'online' | 'cod';

/** What the chat hears back: the panel closed; the order's payment changed (paid online, or reported by UPI). */
export interface PaymentCallbacks {
  onClose: () => void;
  onPaymentChanged?: (() => void) | undefined;
}

/** The order being paid: its ids and the amount due now (its first Pending milestone). */
export interface PayingOrder {
  _id: string;
  orderNumber: string;
  amount: number;
  /** The order's total: cash on delivery is offered up to the shop's limit of it. */
  finalAmount: number;
  /** Something of it is paid already: cash on delivery is not offered. */
  partlyPaid: boolean;
}

/**
 * Paying one order at a time, for the chat's Pay: the ways the business takes payment (asked once per
 * customer), the integration of the chosen way (kept per customer and gateway, a failed ask is asked
 * again next time), the customer's choice among several ways, the manual sheet's method and UTR with
 * "I've Made Payment", and the online flow. The chat passes only the order and the widget's gateway.
 */
export class PaymentStore {
  step: PaymentStep = 'idle';
  order: PayingOrder | null = null;
  /** The business's ways to pay, the widget's selected one first; those of customer `methodsFor`. */
  methods: PaymentMethod[] = [];
  methodsFor: string | null = null;
  /** The shop's cash on delivery (on or off, its limit), answered with the methods. */
  cod: CodSettings | null = null;
  /** The manual integration the sheet shows. */
  integration: PaymentIntegrationData | null = null;
  manualMethod: ManualPaymentMethod | null = null;
  utr = '';
  sending = false;
  readonly online: OnlinePayment;
  readonly codConfirmation: CodConfirmation;

  readonly #root: RootStore;
  readonly #integrations = new Map<string, PaymentIntegrationData>();
  #callbacks: PaymentCallbacks | null = null;
  /** The online integration the current payment runs through (Try Again starts it over). */
  #onlineGatewayId: string | null = null;
  /** Bumped by every open and close: only the latest open's answers move the step. */
  #run = 0;

  constructor(root: RootStore) {
    this.#root = root;
    this.online = new OnlinePayment(root, () => this.#paymentChanged());
    this.codConfirmation = new CodConfirmation(root, () => this.#paymentChanged());
    makeAutoObservable(this, { online: false, codConfirmation: false }, { autoBind: true });
  }

  get customerId(): string | null {
    return this.#root.session.customer?.customerId ?? null;
  }

  /** Cash on delivery is offered for this order: the shop has it on, nothing is paid yet and the total is within its limit (the server checks it again). */
  get codOffered(): boolean {
    const order = this.order;
    return Boolean(this.cod?.enabled && order && !order.partlyPaid && order.finalAmount <= this.cod.limit);
  }

  /** A UTR is optional; one given has exactly 12 digits. */
  get utrValid(): boolean {
    return this.utr === '' || UTR_PATTERN.test(this.utr);
  }

  /** "I've Made Payment" is enabled once a method is chosen (spec) and the UTR, if any, is whole. */
  get canReport(): boolean {
    return this.step === 'manual' && this.manualMethod !== null && this.utrValid && !this.sending;
  }

  /** Whom the manual payment reaches: the UPI account's name, the QR code's, else the integration's. */
  get payee(): string {
    const details = this.integration?.config.details;
    return details?.upiAccountName ?? details?.qrCodeAccountName ?? this.integration?.name ?? '';
  }

  /** The `upi://pay` link with the payee and the amount due, when the business has a UPI ID. */
  get upiLink(): string | null {
    const upiId = this.integration?.config.details?.upiId;
    if (!upiId || !this.order) return null;
    return upiPaymentLink({ upiId, payeeName: this.payee, amountRupees: this.order.amount });
  }

  /**
   * Starts paying `order`: with several ways to pay the customer chooses; with one (or when the list
   * cannot be had) the widget's `gatewayId` is used. An integration that cannot be had says
   * 'Payment gateway not configured properly' and closes.
   */
  async open(order: PaymentPanelsOrder, gatewayId: string, callbacks: PaymentCallbacks): Promise<void> {
    const run = ++this.#run;
    this.online.stop();
    this.#callbacks = callbacks;
    this.order = {
      _id: order._id,
      orderNumber: order.orderId,
      amount: payableAmount(order),
      finalAmount: order.finalAmount,
      partlyPaid: order.paymentMilestones.some((milestone) => milestone.status === 'Paid'),
    };
    this.#resetManual();
    this.step = 'loading';
    const [integration, methods] = await Promise.all([this.#integration(gatewayId), this.#methods()]);
    if (run !== this.#run) return;
    // cash on delivery is one more way beside the business's integrations
    if (methods.length + (this.codOffered ? 1 : 0) > 1) {
      runInAction(() => (this.step = 'choosing'));
      return;
    }
    this.#start(run, integration, gatewayId);
  }

  /** The customer's pick among the ways to pay. */
  async choose(method: PaymentMethod): Promise<void> {
    const run = ++this.#run;
    if (method.type === 'online') {
      this.#startOnline(method._id);
      return;
    }
    this.step = 'loading';
    const integration = await this.#integration(method._id);
    if (run === this.#run) this.#start(run, integration, method._id);
  }

  /** The customer's pick of cash on delivery: a fresh code goes to their phone at once. */
  chooseCod(): void {
    const order = this.order;
    if (!order || !this.codOffered) return;
    this.#run += 1;
    this.step = 'cod';
    void this.codConfirmation.start(order._id);
  }

  chooseManualMethod(method: ManualPaymentMethod): void {
    this.manualMethod = method;
  }

  /** Keeps the digits of what was typed or pasted, at most 12. */
  setUtr(text: string): void {
    this.utr = text.replace(/\D/g, '').slice(0, 12);
  }

  /**
   * "I've Made Payment": tells the business (with the UTR when given), so the order reads 'awaiting
   * confirmation' at once; then the one info snackbar asking for the screenshot (spec), and closes. A
   * refused report keeps the sheet open with the server's reason.
   */
  async reportManual(): Promise<void> {
    const order = this.order;
    if (!this.canReport || !order) return;
    const run = this.#run;
    this.sending = true;
    try {
      await paymentCalls(this.#root).reportManual(order._id, this.utr || undefined);
    } catch (error) {
      runInAction(() => (this.sending = false));
      const t = sayerOf(this.#root);
      this.#root.ui.notify(errorText(t, error) ?? t('pay.notConfigured'), 'error');
      return;
    }
    if (run !== this.#run) return;
    runInAction(() => (this.sending = false));
    this.#root.ui.notify(sayerOf(this.#root)('pay.shareScreenshot'), 'info');
    this.#paymentChanged();
  }

  /** Try Again of a failed online payment. */
  retryOnline(): void {
    if (this.step === 'online' && this.#onlineGatewayId && this.order) void this.online.start(this.#onlineGatewayId, this.order._id);
  }

  /** Closes whatever is open and tells the chat; answers still on their way change nothing. */
  close(): void {
    const callbacks = this.#callbacks;
    this.dismiss();
    callbacks?.onClose();
  }

  /** Forgets the payment without telling the chat (it took the panel away itself). */
  dismiss(): void {
    this.#run += 1;
    this.online.stop();
    this.codConfirmation.reset();
    this.step = 'idle';
    this.order = null;
    this.#callbacks = null;
    this.#resetManual();
  }

  #start(run: number, integration: PaymentIntegrationData | null, gatewayId: string): void {
    if (run !== this.#run) return;
    if (!integration) {
      this.#root.ui.notify(sayerOf(this.#root)('pay.notConfigured'), 'error');
      this.close();
      return;
    }
    if (integration.type === 'online') {
      this.#startOnline(gatewayId);
      return;
    }
    runInAction(() => {
      this.integration = integration;
      this.step = 'manual';
    });
  }

  #startOnline(gatewayId: string): void {
    this.#onlineGatewayId = gatewayId;
    runInAction(() => (this.step = 'online'));
    if (this.order) void this.online.start(gatewayId, this.order._id);
  }

  /** The order's payment changed: the chat refreshes its orders, and the panel's work is done. */
  #paymentChanged(): void {
    this.#callbacks?.onPaymentChanged?.();
    this.close();
  }

  #resetManual(): void {
    this.integration = null;
    this.manualMethod = null;
    this.utr = '';
    this.sending = false;
    this.#onlineGatewayId = null;
  }

  /** The integration behind `gatewayId` for the logged-in customer; null for a guest or when it cannot be had (not kept). */
  async #integration(gatewayId: string): Promise<PaymentIntegrationData | null> {
    const customerId = this.customerId;
    if (!customerId) return null;
    const key = `${customerId}:${gatewayId}`;
    const kept = this.#integrations.get(key);
    if (kept) return kept;
    try {
      const integration = await paymentCalls(this.#root).integration(gatewayId);
      this.#integrations.set(key, integration);
      return integration;
    } catch (error) {
      console.warn(`[checkout] ${PAYMENT_PATHS.integration} failed`, error);
      return null;
    }
  }

  /**
   * The business's enabled ways to pay (beyond the specification, which pays through the selected
   * gateway only), kept once answered; a failed list is not kept and answers [] (the selected gateway alone).
   */
  async #methods(): Promise<PaymentMethod[]> {
    const customerId = this.customerId;
    if (!customerId) return [];
    if (customerId === this.methodsFor) return this.methods;
    try {
      const answer = await this.#root.api.post(PAYMENT_PATHS.methods, { customerId, subdomain: this.#root.session.subdomain }, paymentMethodsAnswerSchema);
      if (this.customerId !== customerId) return [];
      runInAction(() => {
        this.methods = answer.data;
        this.cod = answer.cashOnDelivery ?? null;
        this.methodsFor = customerId;
      });
      return answer.data;
    } catch (error) {
      console.warn(`[checkout] ${PAYMENT_PATHS.methods} failed`, error);
      return [];
    }
  }
}

const stores = new WeakMap<RootStore, PaymentStore>();

/** The page's payment store: its caches outlive one panel, as the chat's Pay opens panel after panel. */
export function getPaymentStore(root: RootStore): PaymentStore {
  let store = stores.get(root);
  if (!store) {
    store = new PaymentStore(root);
    stores.set(root, store);
  }
  return store;
}
