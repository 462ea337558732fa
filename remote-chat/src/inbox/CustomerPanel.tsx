import { type InboxCustomerAnswer, type InboxOrder, type OrderSummary } from 'shared';
import { formatInr } from 'shared/format';
import { formatMessageTime } from '../conversation/messages';
import { OrderTotalsLines } from '../order-totals/OrderTotalsLines';
import { phoneHref, phoneLabel } from './customer-text';
import { customerName, deliveryLines, reportedPaymentLine } from './inbox-order-text';
import type { CustomerDetails } from './inbox-api';
import { OrderStages, type MoveStage } from './OrderStages';

type CartLine = InboxCustomerAnswer['data']['cart'][number];

function CartLineItem({ line }: { line: CartLine }) {
  const option = [line.variantName, line.packageName].filter(Boolean).join(' · ');
  return (
    <li className="inbox-customer__line">
      <span className="inbox-customer__line-name">
        {line.name}
        {option && <span className="inbox-customer__muted"> ({option})</span>}
      </span>
      <span className="inbox-customer__line-qty">Qty {line.quantity}</span>
      <span className="inbox-customer__line-price">
        {line.unitPrice === null ? 'Price hidden' : `${formatInr(line.unitPrice, { decimals: 0 })} each`}
      </span>
    </li>
  );
}

/** Said of an order that ended because it was not paid in time (its status stays the specification's Cancelled). */
export const EXPIRED_ORDER_LINE = 'Expired: not paid in time, its items are back in stock';

function paymentLine(order: OrderSummary): string {
  const milestones = order.paymentMilestones;
  if (milestones.length === 0) return `Payment ${order.paymentStatus}`;
  const paid = milestones.filter((m) => m.status === 'Paid').length;
  return `Payment ${order.paymentStatus} (${paid}/${milestones.length} paid)`;
}

function OrderItem({ order, onMoveStage }: { order: InboxOrder; onMoveStage?: MoveStage | undefined }) {
  const reported = reportedPaymentLine(order);
  return (
    <li className="inbox-customer__order">
      <span className="inbox-customer__order-top">
        <span className="inbox-customer__order-id">{order.orderId}</span>
        <span className={`inbox-status inbox-status--${order.status.toLowerCase()}`}>{order.status}</span>
      </span>
      <span className="inbox-customer__order-title">{order.title}</span>
      <span className="inbox-customer__order-bottom">
        <span className="inbox-customer__muted">{formatMessageTime(order.createdDate)}</span>
        <span className="inbox-customer__amount">{formatInr(order.finalAmount, { decimals: 0 })}</span>
      </span>
      <OrderTotalsLines totals={order.totals} />
      <span className="inbox-customer__muted">{paymentLine(order)}</span>
      {order.cancelReason === 'expired' && <span className="inbox-customer__expired">{EXPIRED_ORDER_LINE}</span>}
      {reported && <span className="inbox-customer__reported">{reported}</span>}
      {order.deliverTo && (
        <address className="inbox-customer__address" role="group" aria-label={`Delivery address of ${order.orderId}`}>
          <span className="inbox-customer__address-label">Deliver to</span>
          {deliveryLines(order.deliverTo).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      )}
      <OrderStages order={order} onMove={onMoveStage} />
    </li>
  );
}

interface Props {
  details: CustomerDetails | undefined;
  status: 'idle' | 'loading' | 'ready' | 'error' | undefined;
  onRetry: () => void;
  /** Completes or undoes an order's stage; answers what went wrong, or null. */
  onMoveStage?: MoveStage;
}

/** Beside the thread: who the customer is, what is in their cart now, and their orders. */
export function CustomerPanel({ details, status, onRetry, onMoveStage }: Props) {
  if (!details) {
    return (
      <aside className="inbox-customer" aria-label="Customer">
        {status === 'error' ? (
          <div className="inbox-note" role="alert">
            <p>This customer’s details could not be loaded.</p>
            <button type="button" className="inbox-button" onClick={onRetry}>
              Try Again
            </button>
          </div>
        ) : (
          <p className="inbox-note">Loading the customer…</p>
        )}
      </aside>
    );
  }
  const { customer, cart, orders } = details;
  // the name once (their own, else the one they order under), the phone once
  const name = customerName(customer.name, orders);
  const phone = <a href={phoneHref(customer)}>{phoneLabel(customer)}</a>;
  return (
    <aside className="inbox-customer" aria-label="Customer">
      <h2 className="inbox-customer__name">{name ?? phone}</h2>
      {name && <p className="inbox-customer__phone">{phone}</p>}
      <section className="inbox-customer__section" aria-labelledby="inbox-customer-cart">
        <h3 id="inbox-customer-cart">Cart</h3>
        {cart.length === 0 ? (
          <p className="inbox-customer__muted">The cart is empty.</p>
        ) : (
          <ul className="inbox-customer__lines">
            {cart.map((line, index) => (
              <CartLineItem key={`${line.productId}-${index}`} line={line} />
            ))}
          </ul>
        )}
      </section>
      <section className="inbox-customer__section" aria-labelledby="inbox-customer-orders">
        <h3 id="inbox-customer-orders">Orders</h3>
        {orders.length === 0 ? (
          <p className="inbox-customer__muted">No orders yet.</p>
        ) : (
          <ul className="inbox-customer__orders">
            {orders.map((order) => (
              <OrderItem key={order._id} order={order} onMoveStage={onMoveStage} />
            ))}
          </ul>
        )}
      </section>
    </aside>
  );
}
