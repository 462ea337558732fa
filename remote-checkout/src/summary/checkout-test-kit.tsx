import { act } from '@testing-library/react';
import { runInAction } from 'mobx';
import type { ReactElement } from 'react';
import { type Address, type CartItem, type Customer, type Product, type RootStore, type TotalsSummary } from 'shared';
import { ADDRESS_PATHS, CART_PATHS, CHECKOUT_PATHS } from 'shared/constants';
import { anAddress, fakeApi, renderWithStore } from 'shared/testing';

/** Test builders and a stand-in checkout server for the chat's checkout views. Never imported by application code. */

export { anAddress };

export const CUSTOMER: Customer = { customerId: 'c0ffee00c0ffee00c0ffee00', name: 'Asha Rao', phoneNumber: '9876543210', countryCode: '+91' };

export const someTotals = (change: Partial<TotalsSummary> = {}): TotalsSummary => ({
  subtotal: 2000,
  totalDiscount: 0,
  totalGst: 0,
  gst: { cgst: 0, sgst: 0, igst: 0 },
  shippingCost: 0,
  total: 2000,
  isShippingAvailable: true,
  shippingIssues: [],
  lines: [],
  ...change,
});

/** A line of the server cart. */
export const aCartLine = (product: Product, quantity = 1, change: Partial<CartItem> = {}): CartItem => ({
  ...product,
  quantity,
  selectedVariant: null,
  selectedPackage: null,
  addedAt: 1,
  updatedAt: 1,
  ...change,
});

type Body = Record<string, unknown>;
type Schema = { parse: (value: unknown) => unknown };

export interface ServerOptions {
  addresses?: Address[];
  cart?: CartItem[];
  /** Answers a totals ask; throw to fail it. Default: someTotals(). */
  totals?: (body: Body) => unknown;
  /** Answers Create order; throw to fail it. Default: one order. */
  createOrder?: (body: Body) => unknown;
}

/**
 * The customer's side of the API over in-memory lists, as the server answers it: addresses, the server
 * cart (get, update, remove, clear), totals and Create order. Every answer is parsed with the caller's
 * schema, so a fixture that drifts from the contract fails the test.
 */
export function checkoutServer(options: ServerOptions = {}) {
  const addresses = options.addresses ?? [];
  let cart = [...(options.cart ?? [])];
  const cartAnswer = () => ({ message: 'success', data: cart });
  const get = jest.fn(async (path: string, _query: Body, schema: Schema) => {
    if (path === ADDRESS_PATHS.list) return schema.parse({ message: 'success', data: addresses });
    if (path === CART_PATHS.get) return schema.parse(cartAnswer());
    throw new Error(`no answer for ${path}`);
  });
  const post = jest.fn(async (path: string, body: Body, schema: Schema) => {
    switch (path) {
      case CHECKOUT_PATHS.totals:
        return schema.parse({ message: 'Totals calculated', data: options.totals ? await options.totals(body) : someTotals() });
      case CHECKOUT_PATHS.createOrder:
        return schema.parse(options.createOrder ? await options.createOrder(body) : { message: 'success', data: { orderId: 'ORD-1001', orderIds: ['ORD-1001'] } });
      case CART_PATHS.update:
        cart = cart.map((line, index) => (index === body.index ? { ...line, [body.field as string]: body.value } : line));
        return schema.parse(cartAnswer());
      case CART_PATHS.remove:
        cart = cart.filter((_, index) => index !== body.index);
        return schema.parse(cartAnswer());
      case CART_PATHS.clear:
        cart = [];
        return schema.parse(cartAnswer());
      default:
        throw new Error(`no answer for ${path}`);
    }
  });
  const api = Object.assign(fakeApi(), { get, post });
  const calls = (path: string) => post.mock.calls.filter(([called]) => called === path).map(([, body]) => body);
  return { api, calls };
}

/** The customer logged in and verified: the cart store switches to the server cart, as at a real login. */
export function logIn(root: RootStore): void {
  runInAction(() => {
    root.session.startSession(CUSTOMER, 'access-token');
    root.session.verified = true;
  });
  void root.cart.useServerCart(CUSTOMER.customerId);
}

/** Renders a view for a logged-in customer against `checkoutServer(options)`; `before` runs after the login. */
export function renderForCustomer(element: ReactElement, options: ServerOptions & { before?: (root: RootStore) => void } = {}) {
  const server = checkoutServer(options);
  const result = renderWithStore(element, {
    api: server.api,
    before: (root) => {
      logIn(root);
      options.before?.(root);
    },
  });
  return { ...result, ...server };
}

/** Lets the fake timers run `ms` and the answered calls settle. */
export const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
