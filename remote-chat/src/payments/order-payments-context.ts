import { createContext, useContext } from 'react';
import type { OrderSummary } from 'shared';
import type { WidgetPayment } from './pay-offer';

/** What the order cards reach: the widget's payment settings and Pay. */
export interface OrderPaymentsValue {
  payment: WidgetPayment;
  /** Opens the checkout's payment panel for the order, or says 'Payment gateway not configured properly'. */
  pay: (order: OrderSummary) => void;
  /** The order whose payment panel is open. */
  payingOrderId: string | null;
}

const OrderPaymentsContext = createContext<OrderPaymentsValue | null>(null);
export const OrderPaymentsContextProvider = OrderPaymentsContext.Provider;

/** The widget's payments, or null outside the widget (the cards then offer no Pay). */
export function useOrderPayments(): OrderPaymentsValue | null {
  return useContext(OrderPaymentsContext);
}
