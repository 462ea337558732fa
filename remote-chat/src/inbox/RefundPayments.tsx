import { observer } from 'mobx-react-lite';
import type { PaymentRefund } from 'shared';
import { REFUND_REASON_LABELS, REFUND_STATUS_LABELS } from 'shared/constants';
import { formatInr } from 'shared/format';
import { formatMessageTime, formatMessageTimeFull } from '../conversation/messages/message-time';
import { canRefund, type RefundsStore } from './refunds-store';
import { PaymentsPane } from './PaymentsPane';

const whoPaid = (r: PaymentRefund) => r.customerName ?? r.phoneNumber;

const RefundItem = observer(function RefundItem({ store, refund }: { store: RefundsStore; refund: PaymentRefund }) {
  const busy = store.refunding.has(refund._id);
  const error = store.errors.get(refund._id);
  const label = `${refund.orderNumber} of ${whoPaid(refund)}`;
  return (
    <li className="inbox-payment" aria-label={`Payment to refund for ${label}`}>
      <div className="inbox-payment__top">
        <span className="inbox-payment__who">{whoPaid(refund)}</span>
        <span className="inbox-payment__amount">{formatInr(refund.amount, { decimals: 0 })}</span>
      </div>
      <p className="inbox-payment__order">
        <span className="inbox-payment__number">{refund.orderNumber}</span> · {refund.title}
        <span className="inbox-customer__muted"> · {refund.orderStatus}</span>
      </p>
      <p className="inbox-payment__ref">
        {REFUND_REASON_LABELS[refund.reason]}
        <span className="inbox-customer__muted">
          {' '}
          · <span className="inbox-payment__utr">{refund.paymentId}</span> · paid{' '}
          <time dateTime={refund.createdAt} title={formatMessageTimeFull(refund.createdAt)}>
            {formatMessageTime(refund.createdAt)}
          </time>
        </span>
      </p>
      <p className={`inbox-refund__state inbox-refund__state--${refund.status}`} role="status">
        {busy ? REFUND_STATUS_LABELS.refunding : REFUND_STATUS_LABELS[refund.status]}
        {refund.status === 'refunded' && refund.gatewayRefundId && <span className="inbox-customer__muted"> · {refund.gatewayRefundId}</span>}
        {refund.status === 'failed' && refund.failureReason && <span>: {refund.failureReason}</span>}
      </p>
      {canRefund(refund) && (
        <div className="inbox-payment__actions">
          <button type="button" className="inbox-button inbox-button--primary" disabled={busy} aria-label={`Refund payment for ${label}`} onClick={() => void store.refund(refund)}>
            {refund.status === 'failed' ? 'Try refund again' : 'Refund'}
          </button>
        </div>
      )}
      {error && (
        <p className="inbox-payment__error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
});

/**
 * Payments the gateway captured that paid nothing (paid twice, or after the order was cancelled): each
 * with Refund, which returns it through the gateway, and its state once pressed.
 */
export const RefundPayments = observer(function RefundPayments({ store }: { store: RefundsStore }) {
  return (
    <PaymentsPane
      list={store}
      className="inbox-refunds"
      title="Payments to refund"
      hint="Payments taken online that paid nothing: the order was already paid or could no longer be paid. The customer was told the money comes back."
      failed="The payments to refund could not be loaded."
      empty="No payments to refund."
      item={(refund) => <RefundItem key={refund._id} store={store} refund={refund} />}
    />
  );
});
