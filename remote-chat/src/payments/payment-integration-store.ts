import { makeAutoObservable, runInAction } from 'mobx';
import { paymentIntegrationAnswerSchema, paymentMethodsAnswerSchema, type PaymentIntegrationData, type PaymentMethod, type RootStore } from 'shared';
import { PAYMENT_PATHS } from 'shared/constants';

export type IntegrationLoadState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The business's payment integration (manual or online) for the widget's selected gateway, fetched
 * once per customer and gateway and kept for the page. A failed fetch is not kept: the next Pay asks
 * again, so a passing network error does not disable payment for the whole visit.
 */
export class PaymentIntegrationStore {
  state: IntegrationLoadState = 'idle';
  integration: PaymentIntegrationData | null = null;
  /** `customerId:gatewayId` the state belongs to. */
  key: string | null = null;

  /** Every integration the customer may pay with (the selected one first), for the customer `methodsFor`. */
  methods: PaymentMethod[] = [];
  methodsFor: string | null = null;

  readonly root: RootStore;
  #pending: Promise<PaymentIntegrationData | null> | null = null;
  #pendingMethods: Promise<PaymentMethod[]> | null = null;
  #pendingMethodsFor: string | null = null;

  constructor(root: RootStore) {
    this.root = root;
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  /** The integration behind `gatewayId` for the logged-in customer; null for a guest or when it cannot be had. */
  ensure(gatewayId: string): Promise<PaymentIntegrationData | null> {
    const customerId = this.root.session.customer?.customerId;
    if (!customerId) return Promise.resolve(null);
    const key = `${customerId}:${gatewayId}`;
    if (key === this.key && this.state === 'ready') return Promise.resolve(this.integration);
    if (key === this.key && this.#pending) return this.#pending;
    this.key = key;
    this.state = 'loading';
    this.integration = null;
    const body = { gatewayId, customerId, subdomain: this.root.session.subdomain };
    const pending = this.root.api.post(PAYMENT_PATHS.integration, body, paymentIntegrationAnswerSchema).then(
      (answer) => {
        if (this.#pending !== pending) return null;
        runInAction(() => {
          this.#pending = null;
          this.integration = answer.data;
          this.state = 'ready';
        });
        return answer.data;
      },
      (error: unknown) => {
        if (this.#pending !== pending) return null;
        console.warn(`[chat] ${PAYMENT_PATHS.integration} failed`, error);
        runInAction(() => {
          this.#pending = null;
          this.state = 'failed';
        });
        return null;
      },
    );
    this.#pending = pending;
    return pending;
  }

  /**
   * The business's enabled integrations (beyond the specification, which pays through the selected
   * gateway only), kept once answered; a failed list is not kept and answers [] (the selected gateway alone).
   */
  ensureMethods(): Promise<PaymentMethod[]> {
    const customerId = this.root.session.customer?.customerId;
    if (!customerId) return Promise.resolve([]);
    if (customerId === this.methodsFor) return Promise.resolve(this.methods);
    if (this.#pendingMethods && this.#pendingMethodsFor === customerId) return this.#pendingMethods;
    const body = { customerId, subdomain: this.root.session.subdomain };
    const pending = this.root.api.post(PAYMENT_PATHS.methods, body, paymentMethodsAnswerSchema).then(
      (answer) => {
        if (this.#pendingMethods !== pending) return [];
        runInAction(() => {
          this.#pendingMethods = null;
          if (this.root.session.customer?.customerId !== customerId) return;
          this.methods = answer.data;
          this.methodsFor = customerId;
        });
        return answer.data;
      },
      (error: unknown) => {
        if (this.#pendingMethods === pending) this.#pendingMethods = null;
        console.warn(`[chat] ${PAYMENT_PATHS.methods} failed`, error);
        return [];
      },
    );
    this.#pendingMethods = pending;
    this.#pendingMethodsFor = customerId;
    return pending;
  }
}

const stores = new WeakMap<RootStore, PaymentIntegrationStore>();

/** The widget's integration cache of this page's root store. */
export function getPaymentIntegrationStore(root: RootStore): PaymentIntegrationStore {
  let store = stores.get(root);
  if (!store) {
    store = new PaymentIntegrationStore(root);
    stores.set(root, store);
  }
  return store;
}
