import { useId } from 'react';
import { type OrderSummary } from 'shared';
import { CANCELLABLE_ORDER_STATUSES } from 'shared/constants';
import { orderProgressPercent, paymentsLabel } from 'shared/rules';
import { useChatLocale, useT } from '../i18n/use-t';
import { orderStatusText } from '../order-totals/order-status-text';
import { OrderTotalsLines } from '../order-totals/OrderTotalsLines';
import { OrderPaymentStatus, PaymentBadge } from '../payments/OrderPaymentStatus';
import { orderPaymentState } from '../payments/payment-state';
import { PayOrderButton } from '../payments/PayOrderButton';
import { InvoiceDownload } from './InvoiceDownload';
import { formatOrderDate, orderItemsSummary, payableText } from './order-card-text';

interface Props {
  order: OrderSummary;
  /** Asks to cancel the order; the button is its opener, for focus to return to. */
  onCancel: (order: OrderSummary, opener: HTMLElement) => void;
}

/**
 * One order in the History tab: title, order number, date, status, what it holds, progress (share of
 * pipeline stages Completed), payments 'paid/total', the amount payable now (whole rupees) and the
 * order's totals block (OrderTotalsLines).
 * Pay (within the chat widget) while a milestone is Pending; Draft and Active orders can be cancelled; a
 * paid order's GST tax invoice downloads as a PDF.
 */
export function OrderCard({ order, onCancel }: Props) {
  const t = useT();
  const locale = useChatLocale();
  const titleId = useId();
  const progress = orderProgressPercent(order.pipelineStages);
  const items = orderItemsSummary(order.items, t);
  const cancellable = CANCELLABLE_ORDER_STATUSES.includes(order.status);
  const payment = orderPaymentState(order);

  return (
    <article className="history-card" aria-labelledby={titleId}>
      <div className="history-card__head">
        <h3 id={titleId} className="history-card__title">
          {order.title}
        </h3>
        <span className="history-card__badges">
          <span className={`history-status history-status--${order.status.toLowerCase()}`}>{orderStatusText(t, order.status)}</span>
          {/* a paid, awaiting or refused payment is said beside the order's status, never left out */}
          {payment.kind !== 'cancelled' && <PaymentBadge state={payment} />}
        </span>
      </div>
      <p className="history-card__meta">
        <span>{t('order.number', { number: order.orderId })}</span>
        <time dateTime={order.createdDate}>{formatOrderDate(order.createdDate, locale)}</time>
      </p>
      {items && <p className="history-card__items">{items}</p>}
      <div className="history-progress">
        <div
          className="history-progress__track"
          role="progressbar"
          aria-label={t('history.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={`${progress}%`}
        >
          <div className="history-progress__bar" style={{ width: `${progress}%` }} />
        </div>
        {/* the progressbar already says it to assistive technology */}
        <span className="history-progress__value" aria-hidden="true">
          {progress}%
        </span>
      </div>
      <dl className="history-card__figures">
        <div>
          <dt>{t('history.payments')}</dt>
          <dd>{paymentsLabel(order.paymentMilestones)}</dd>
        </div>
        <div>
          <dt>{t('history.payable')}</dt>
          <dd>{payableText(order, t)}</dd>
        </div>
      </dl>
      <OrderTotalsLines totals={order.totals} />
      <OrderPaymentStatus order={order} />
      <div className="history-card__actions">
        <PayOrderButton order={order} />
        <InvoiceDownload order={order} />
        {cancellable && (
          <button
            type="button"
            className="history-card__cancel"
            aria-label={t('history.cancelLabel', { number: order.orderId })}
            onClick={(event) => onCancel(order, event.currentTarget)}
          >
            {t('history.cancel')}
          </button>
        )}
      </div>
    </article>
  );
}
