import { act, screen } from '@testing-library/react';
import { type Customer, type CustomerOrdersAnswer, type OrderSummary } from 'shared';
import { ORDER_HISTORY_PATHS } from 'shared/constants';
import { anId, fakeApi, renderWithStore } from 'shared/testing';
import { HistoryTab } from './HistoryTab';

/** Test builders and a rendering helper for the History tab. Never imported by application code. */

export const CUSTOMER: Customer = { customerId: 'c0ffee00c0ffee00c0ffee00', name: 'Asha Rao', phoneNumber: '9876543210', countryCode: '+91' };

type Milestone = OrderSummary['paymentMilestones'][number];
type Stage = OrderSummary['pipelineStages'][number];

export function aMilestone(status: Milestone['status'], amount: number): Milestone {
  return { _id: anId(), label: status === 'Paid' ? 'Advance' : 'Balance', amount, dueDate: '2025-03-06', status };
}

export function aStage(status: Stage['status'], name = 'Stage'): Stage {
  return { _id: anId(), name, status };
}

/** A valid order summary (an Active product order of one line); override what the test is about. */
export function anOrder(overrides: Partial<OrderSummary> = {}): OrderSummary {
  const total = overrides.finalAmount ?? 2360;
  return {
    // a totals block that adds up to the final amount (no discount, GST or shipping) unless the test gives one
    totals: { subtotal: total, totalDiscount: 0, totalGst: 0, gst: { cgst: 0, sgst: 0, igst: 0 }, shippingCost: 0, total },
    _id: anId(),
    orderId: 'ORD-1001',
    title: 'Silk Saree order',
    status: 'Active',
    finalAmount: 2360,
    createdDate: '2025-03-05T12:00:00.000Z',
    mode: 'product',
    paymentStatus: 'Pending',
    items: [{ itemId: anId(), description: 'Silk Saree', quantity: 2, quantityUnit: 'pcs', amount: 2360 }],
    paymentMilestones: [],
    pipelineStages: [],
    ...overrides,
  };
}

export function ordersAnswer(orders: OrderSummary[], size = orders.length > 0 ? 1 : 0): CustomerOrdersAnswer {
  return { message: 'success', orders, size };
}

type Body = Record<string, unknown>;
/** Answers one POST path: a value (or a promise of one), or throws to fail the call. */
export type PostRoute = (body: Body) => unknown;
type Schema = { parse: (value: unknown) => unknown };

/**
 * The store's API client with `post` answering from `routes`, each answer parsed by the caller's
 * schema, so a fixture that drifts from the contract fails the test.
 */
export function historyApi(routes: Partial<Record<string, PostRoute>>) {
  const post = jest.fn(async (path: string, body: Body, schema: Schema) => {
    const route = routes[path];
    if (!route) throw new Error(`historyApi: no answer for ${path}`);
    return schema.parse(await route(body));
  });
  return Object.assign(fakeApi(), { post });
}

/** The bodies sent to `path`, oldest first. */
export function bodiesSentTo(api: ReturnType<typeof historyApi>, path: string): Body[] {
  return api.post.mock.calls.filter(([called]) => called === path).map(([, body]) => body);
}

export const ordersBodies = (api: ReturnType<typeof historyApi>) => bodiesSentTo(api, ORDER_HISTORY_PATHS.customerOrders);

/** Renders the tab for a logged-in customer (or a guest) against `routes`. */
export function renderHistory(routes: Partial<Record<string, PostRoute>>, { loggedIn = true } = {}) {
  const api = historyApi(routes);
  const result = renderWithStore(<HistoryTab />, { api });
  if (loggedIn) act(() => void result.store.session.startSession(CUSTOMER, 'access-token'));
  return { ...result, api };
}

/** The card of the order titled `title`. */
export const card = (title: string) => screen.getByRole('article', { name: title });
