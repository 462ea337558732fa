import { useState, type ReactNode } from 'react';
import { useStore, type Customer, type InitOnlinePaymentAnswer, type PaymentIntegrationAnswer, type PaymentIntegrationData, type PaymentPanelsOrder } from 'shared';
import { PAYMENT_PATHS } from 'shared/constants';
import { anId, fakeApi, renderWithStore } from 'shared/testing';
import PaymentPanels from './PaymentPanels';

/** Test builders and rendering for the payment panels. Never imported by application code. */

export const CUSTOMER: Customer = { customerId: 'c0ffee00c0ffee00c0ffee00', name: 'Asha Rao', phoneNumber: '9876543210', countryCode: '+91' };
export const ORDER_ID = 'abcabcabcabcabcabcabcabc';
export const GATEWAY_ID = 'deadbeefdeadbeefdeadbeef';

export function aManualIntegration(overrides: Partial<PaymentIntegrationData['config']> = {}): PaymentIntegrationAnswer {
  return {
    message: 'success',
    data: {
      _id: GATEWAY_ID,
      type: 'manual',
      name: 'Pay by UPI / QR',
      config: {
        testMode: false,
        options: [
          { key: 'qrCode', label: 'Scan QR code', description: 'Scan with any UPI app', icon: 'qr-code' },
          { key: 'upi', label: 'UPI ID', description: 'Pay to our UPI ID', icon: 'upi' },
          { key: 'phone', label: 'Phone number', description: 'GPay to our number', icon: 'phone' },
        ],
        details: {
          qrCode: null,
          qrCodeAccountName: 'Kaveri Handlooms & Home',
          upiId: 'kaverihandlooms@okaxis',
          upiAccountName: 'Kaveri Handlooms',
          phoneNumber: '+919845012345',
          phoneNumberAccountName: 'Lakshmi Srinivasan',
        },
        ...overrides,
      },
    },
  };
}

export function anOnlineIntegration(): PaymentIntegrationAnswer {
  return { message: 'success', data: { _id: GATEWAY_ID, type: 'online', name: 'Cards, UPI & Netbanking', config: { testMode: true, options: [], details: null } } };
}

/** The list of ways to pay, answered empty: the widget's gateway alone. */
export const noMethods = () => ({ message: 'success', data: [] });

/** An order with `amount` rupees due now (its one Pending milestone). */
export function anOrder(amount = 734): PaymentPanelsOrder {
  return { _id: ORDER_ID, orderId: 'KHH-1001', finalAmount: amount, paymentMilestones: [{ _id: anId(), label: 'Full payment', amount, dueDate: '2026-11-30', status: 'Pending' }] };
}

export function anInitAnswer(checkoutScriptUrl = '/business_website/payments/sandbox/checkout.js'): InitOnlinePaymentAnswer {
  return {
    message: 'success',
    data: {
      keyId: 'rzp_test_kaveridemo',
      amount: 40000,
      currency: 'INR',
      businessName: 'Kaveri Handlooms & Home',
      order_id: 'order_ABCDEFGHIJKLMN',
      paymentAttemptId: anId(),
      checkoutScriptUrl,
      milestoneId: anId(),
    },
  };
}

type Body = Record<string, unknown>;
export type PostRoute = (body: Body) => unknown;

/** The store's API client with `post` answering from `routes`, parsed by the caller's schema. */
export function paymentsApi(routes: Partial<Record<string, PostRoute>>) {
  const post = jest.fn(async (path: string, body: Body, schema: { parse: (v: unknown) => unknown }) => {
    const route = routes[path];
    if (!route) throw new Error(`paymentsApi: no answer for ${path}`);
    return schema.parse(await route(body));
  });
  return Object.assign(fakeApi(), { post });
}

export const bodiesSentTo = (api: ReturnType<typeof paymentsApi>, path: string) => api.post.mock.calls.filter(([p]) => p === path).map(([, body]) => body);

/** Logs the demo shopper in before its children first render, as the chat would have. */
function LoggedIn({ children }: { children: ReactNode }) {
  const { session } = useStore();
  useState(() => session.startSession(CUSTOMER, 'access-token'));
  return <>{children}</>;
}

/**
 * Renders the panels of an order for the logged-in demo shopper against `routes`: `kind` is the type of
 * the widget's gateway (an online one answers by default); the list of ways to pay fails unless given.
 */
export function renderPanel({ kind, amount }: { kind: 'manual' | 'online'; amount?: number }, routes: Partial<Record<string, PostRoute>>, { isMobile = false } = {}) {
  const api = paymentsApi({ [PAYMENT_PATHS.methods]: noMethods, ...(kind === 'online' ? { [PAYMENT_PATHS.integration]: anOnlineIntegration } : {}), ...routes });
  const onClose = jest.fn();
  const onPaymentChanged = jest.fn();
  const result = renderWithStore(
    <LoggedIn>
      <PaymentPanels order={anOrder(amount)} gatewayId={GATEWAY_ID} onClose={onClose} onPaymentChanged={onPaymentChanged} />
    </LoggedIn>,
    { api, isMobile },
  );
  return { ...result, api, onClose, onPaymentChanged };
}
