/**
 * Checked by the package's type-check, never run: what the registry accepts and refuses. Each
 * `@ts-expect-error` fails the type-check when its line stops being an error.
 */
import type { PaymentPanelsViewProps } from './checkout-views';
import { RemoteView } from './remote-view';

const payment: PaymentPanelsViewProps = {
  order: { _id: 'o', orderId: 'KHH-1001', finalAmount: 734, paymentMilestones: [] },
  gatewayId: 'g',
  onClose: () => undefined,
};

export const registeredView = <RemoteView remote="checkout" module="PaymentPanels" label="the payment" props={payment} />;

// @ts-expect-error a module the checkout does not expose (a renamed or misspelt expose)
export const unknownModule = <RemoteView remote="checkout" module="PaymentPanel" label="the payment" props={payment} />;

// @ts-expect-error another view's props
export const wrongProps = <RemoteView remote="checkout" module="CartSummary" label="the cart" props={payment} />;

// @ts-expect-error a remote that shows no views to others
export const unknownRemote = <RemoteView remote="storefront" module="ProductDetails" label="the product" props={{}} />;
