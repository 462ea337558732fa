import { useState, type ReactNode } from 'react';
import { useStore, type Customer, type InitOnlinePaymentAnswer, type PaymentIntegrationAnswer, type PaymentIntegrationData, type PaymentPanelsViewProps } from 'shared';
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

/** Renders a panel for the logged-in demo shopper against `routes`. */
export function renderPanel(props: Partial<PaymentPanelsViewProps> & Pick<PaymentPanelsViewProps, 'kind'>, routes: Partial<Record<string, PostRoute>>, { isMobile = false } = {}) {
  const api = paymentsApi(routes);
  const onClose = jest.fn();
  const onPaid = jest.fn();
  const result = renderWithStore(
    <LoggedIn>
      <PaymentPanels orderId={ORDER_ID} gatewayId={GATEWAY_ID} onClose={onClose} onPaid={onPaid} {...props} />
    </LoggedIn>,
    { api, isMobile },
  );
  return { ...result, api, onClose, onPaid };
}
