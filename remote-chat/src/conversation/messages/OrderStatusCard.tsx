import { createContext, useContext, type ReactNode } from 'react';
import type { ComponentPayload } from 'shared';
import { OrderTotalsLines } from '../../order-totals/OrderTotalsLines';

export type OrderStatusPayload = Extract<ComponentPayload, { kind: 'order-status' }>;

/**
 * What a reader of the thread can do with an order from its card (the customer's Pay). Given by the
 * widget through context, so the owner's inbox, which draws the same bubbles, shows the card alone.
 */
export type OrderStatusAction = (card: OrderStatusPayload, line: string) => ReactNode;

const OrderStatusActionContext = createContext<OrderStatusAction | null>(null);
export const OrderStatusActionProvider = OrderStatusActionContext.Provider;

/** An order's status card ('Order Created', 'Payment Received', 'Order Cancelled'…) with the reader's action, if any. */
export function OrderStatusCard({ payload, text }: { payload: OrderStatusPayload; text: string }) {
  const action = useContext(OrderStatusActionContext);
  return (
    <div className="chat-card chat-card--order">
      <div className="chat-card__body">
        <p className="chat-card__title">{payload.title}</p>
        <p className="chat-card__text">Order {payload.orderNumber}</p>
        <p className="chat-card__status">{payload.status}</p>
        {payload.totals && <OrderTotalsLines totals={payload.totals} />}
        {text && text !== payload.title && <p className="chat-card__note">{text}</p>}
        {action?.(payload, text)}
      </div>
    </div>
  );
}
