import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { type ManualPayment } from 'shared';
import { formatInr } from 'shared/format';
import { formatMessageTime, formatMessageTimeFull } from '../conversation/messages/message-time';
import type { AwaitingPaymentsStore } from './awaiting-payments-store';
import { PaymentsPane } from './PaymentsPane';

interface ItemProps {
  store: AwaitingPaymentsStore;
  payment: ManualPayment;
  /** Opens the customer's conversation. */
  onOpenChat?: ((customerId: string) => void) | undefined;
}

const whoPaid = (p: ManualPayment) => p.customerName ?? p.phoneNumber;

const PaymentItem = observer(function PaymentItem({ store, payment, onOpenChat }: ItemProps) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const busy = store.deciding.has(payment._id);
  const error = store.errors.get(payment._id);
  const label = `${payment.orderNumber} of ${whoPaid(payment)}`;

  const sendRejection = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.reject(payment, reason)) setRejecting(false);
  };

  return (
    <li className="inbox-payment" aria-label={`Payment for ${label}`}>
      <div className="inbox-payment__top">
        <span className="inbox-payment__who">{whoPaid(payment)}</span>
        <span className="inbox-payment__amount">{formatInr(payment.amount, { decimals: 0 })}</span>
      </div>
      <p className="inbox-payment__order">
        <span className="inbox-payment__number">{payment.orderNumber}</span> · {payment.title}
        {payment.milestoneLabel && <span className="inbox-customer__muted"> · {payment.milestoneLabel}</span>}
      </p>
      <p className="inbox-payment__ref">
        {payment.utr ? (
          <>
            UTR <span className="inbox-payment__utr">{payment.utr}</span>
          </>
        ) : (
          <span className="inbox-customer__muted">No reference given</span>
        )}
        <span className="inbox-customer__muted">
          {' '}
          · reported <time dateTime={payment.submittedAt} title={formatMessageTimeFull(payment.submittedAt)}>{formatMessageTime(payment.submittedAt)}</time>
        </span>
      </p>
      {rejecting ? (
        <form className="inbox-payment__reject" onSubmit={(e) => void sendRejection(e)}>
          <label htmlFor={reasonId}>Why is this payment not confirmed? The customer reads this in the chat.</label>
          <textarea
            id={reasonId}
            className="inbox-payment__reason"
            value={reason}
            maxLength={500}
            rows={2}
            required
            onChange={(e) => setReason(e.target.value)}
            placeholder="No credit of this amount with this UTR in the account"
          />
          <div className="inbox-payment__actions">
            <button type="submit" className="inbox-button inbox-button--danger" disabled={busy || reason.trim() === ''}>
              Reject payment
            </button>
            <button type="button" className="inbox-button" disabled={busy} onClick={() => setRejecting(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="inbox-payment__actions">
          <button type="button" className="inbox-button inbox-button--primary" disabled={busy} aria-label={`Confirm payment for ${label}`} onClick={() => void store.confirm(payment)}>
            Confirm
          </button>
          <button type="button" className="inbox-button" disabled={busy} aria-label={`Reject payment for ${label}`} onClick={() => setRejecting(true)}>
            Reject
          </button>
          {onOpenChat && (
            <button type="button" className="inbox-link-button inbox-payment__chat" onClick={() => onOpenChat(payment.customerId)}>
              Open chat
            </button>
          )}
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

interface Props {
  store: AwaitingPaymentsStore;
  onOpenChat?: (customerId: string) => void;
}

/** Manual payments customers reported, oldest first, each with Confirm and Reject (with a reason). */
export const AwaitingPayments = observer(function AwaitingPayments({ store, onOpenChat }: Props) {
  return (
    <PaymentsPane
      list={store}
      title="Payments awaiting confirmation"
      hint="Check each UPI reference (UTR) against your account before confirming; confirming marks the payment Paid and tells the customer."
      failed="The payments awaiting confirmation could not be loaded."
      empty="No payments are waiting for confirmation."
      item={(payment) => <PaymentItem key={payment._id} store={store} payment={payment} onOpenChat={onOpenChat} />}
    />
  );
});
