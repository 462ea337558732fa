import { observer } from 'mobx-react-lite';
import { createContext, useContext, type ReactNode } from 'react';
import type { ComponentPayload, OrderSummary } from 'shared';
import { TRACK_ORDER_ROUTE } from 'shared/constants';
import { useT } from '../../i18n/use-t';
import { sayShared } from '../../i18n/shared-texts';
import { OrderTotalsLines } from '../../order-totals/OrderTotalsLines';
import { orderStatusText } from '../../order-totals/order-status-text';
import { OrderPaymentStatus, PaymentBadge } from '../../payments/OrderPaymentStatus';
import { orderPaymentState, paymentDetailLines } from '../../payments/payment-state';

export type OrderStatusPayload = Extract<ComponentPayload, { kind: 'order-status' }>;

/**
 * What a reader of the thread can do with an order from its card (the customer's Pay). Given by the
 * widget through context, so the owner's inbox, which draws the same bubbles, shows the card alone.
 */
export type OrderStatusAction = (card: OrderStatusPayload, line: string) => ReactNode;

const OrderStatusActionContext = createContext<OrderStatusAction | null>(null);
export const OrderStatusActionProvider = OrderStatusActionContext.Provider;

/**
 * The order as it is now (the widget's thread and History hold it), so a card shows the payment's
 * state rather than the status it was sent with; null for an order not held (the card shows that status).
 */
export type OrderCardLookup = (orderId: string) => OrderSummary | null;

const OrderCardLookupContext = createContext<OrderCardLookup | null>(null);
export const OrderCardLookupProvider = OrderCardLookupContext.Provider;

/**
 * An order's status card ('Order Created', 'Payment Received', 'Order Cancelled'…) with the reader's
 * action, if any. Where the order is known, its badge and colour follow the payment's state now (due,
 * awaiting confirmation, paid with amount and reference, not confirmed, cancelled).
 */
export const OrderStatusCard = observer(function OrderStatusCard({ payload, text }: { payload: OrderStatusPayload; text: string }) {
  const t = useT();
  const action = useContext(OrderStatusActionContext);
  const order = useContext(OrderCardLookupContext)?.(payload.orderId) ?? null;
  const state = order ? orderPaymentState(order) : null;
  const shown = state && state.kind !== 'none' ? state : null;
  // the 'Payment Not Confirmed: <reason>' card already says the reason
  const saysReason = shown?.kind === 'failed' && text.includes(shown.reason);
  // the cash-on-delivery confirmation card says its line already
  const saysCod = shown?.kind === 'cod' && paymentDetailLines(shown).includes(text);
  return (
    <div className={`chat-card chat-card--order${shown ? ` chat-card--payment-${shown.kind}` : ''}`}>
      <div className="chat-card__body">
        <p className="chat-card__title">{payload.title}</p>
        <p className="chat-card__text">{t('order.number', { number: payload.orderNumber })}</p>
        {shown ? <PaymentBadge state={shown} /> : <p className="chat-card__status">{orderStatusText(t, order?.status ?? payload.status)}</p>}
        {payload.totals && <OrderTotalsLines totals={payload.totals} />}
        {text && text !== payload.title && <p className="chat-card__note">{sayShared(t, text)}</p>}
        {order && !saysReason && !saysCod && <OrderPaymentStatus order={order} />}
        <a className="chat-card__link" href={`${TRACK_ORDER_ROUTE}?order=${encodeURIComponent(payload.orderNumber)}`}>
          {t('order.track')}
        </a>
        {action?.(payload, text)}
      </div>
    </div>
  );
});
