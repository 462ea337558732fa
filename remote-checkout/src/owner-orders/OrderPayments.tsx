import { observer } from 'mobx-react-lite';
import type { OwnerOrder } from 'shared';
import { codLine } from 'shared/constants';
import { formatWhen, rupees } from './order-text';
import type { OwnerOrdersStore } from './owner-orders-store';

type Attempt = OwnerOrder['attempts'][number];

const ATTEMPT_STATUS: Record<Attempt['status'], string> = { created: 'Awaiting confirmation', paid: 'Paid', failed: 'Not confirmed', voided: 'Voided' };

function attemptText(attempt: Attempt): string {
  const how = attempt.kind === 'manual' ? 'UPI' : 'Online';
  const ref = attempt.utr ? `, UTR ${attempt.utr}` : '';
  const why = attempt.decision?.reason ? `: ${attempt.decision.reason}` : '';
  return `${how} ${rupees(attempt.amount)}${ref} · ${ATTEMPT_STATUS[attempt.status]}${why}`;
}

export const COD_COLLECTED = 'Collected';
export const COD_REFUSED = 'Refused on delivery';

/**
 * A cash-on-delivery order: what the courier collects, and while it is open and unpaid, Collected (the
 * milestone Paid) and Refused on delivery (the order closed, its stock back), each said in the customer's chat.
 */
const CodActions = observer(function CodActions({ store, order }: { store: OwnerOrdersStore; order: OwnerOrder }) {
  const due = order.paymentMilestones.filter((m) => m.status === 'Pending').reduce((sum, m) => sum + m.amount, 0);
  const open = order.status !== 'Cancelled' && due > 0;
  return (
    <div className="owner-orders-milestone__awaiting" role="group" aria-label="Cash on delivery">
      <p>
        {order.status === 'Cancelled' && order.cancelReason === 'refused'
          ? 'Cash on delivery: the parcel was refused; its items are back in stock.'
          : open
            ? codLine(rupees(due))
            : 'Cash on delivery: collected.'}
      </p>
      {open && (
        <div className="owner-orders-actions">
          <button type="button" className="owner-orders-button owner-orders-button--primary" disabled={store.busy} onClick={() => void store.codOutcome('collected')}>
            {COD_COLLECTED}
          </button>
          {order.status !== 'Completed' && (
            <button type="button" className="owner-orders-button" disabled={store.busy} onClick={() => void store.codOutcome('refused')}>
              {COD_REFUSED}
            </button>
          )}
        </div>
      )}
    </div>
  );
});

/**
 * The order's payment milestones, each with the customer's UPI reference awaiting the owner and Confirm
 * payment (the inbox's confirmation), and every attempt with its outcome.
 */
export const OrderPayments = observer(function OrderPayments({ store, order }: { store: OwnerOrdersStore; order: OwnerOrder }) {
  return (
    <section className="owner-orders-panel" aria-labelledby="owner-order-payments">
      <h3 id="owner-order-payments" className="owner-orders-panel__title">
        Payments <span className="owner-orders-muted">· {order.paymentStatus}</span>
      </h3>
      {order.cashOnDelivery && <CodActions store={store} order={order} />}
      <ul className="owner-orders-milestones">
        {order.paymentMilestones.map((milestone) => (
          <li key={milestone._id} className="owner-orders-milestone">
            <div className="owner-orders-milestone__top">
              <span>{milestone.label}</span>
              <span className="owner-orders-money">{rupees(milestone.amount)}</span>
            </div>
            <p className="owner-orders-muted owner-orders-milestone__state">
              {milestone.status === 'Paid'
                ? `Paid${milestone.receipt ? ` ${formatWhen(milestone.receipt.paidAt)}` : ''}${milestone.receipt?.reference ? ` · ${milestone.receipt.reference}` : ''}`
                : `Pending · due ${milestone.dueDate}`}
            </p>
            {milestone.status === 'Pending' && milestone.submission && (
              <div className="owner-orders-milestone__awaiting">
                <p>
                  The customer paid by UPI{milestone.submission.utr ? `, UTR ${milestone.submission.utr}` : ' and gave no reference'} ·{' '}
                  {formatWhen(milestone.submission.submittedAt)}. Check it against your account before confirming.
                </p>
                <button
                  type="button"
                  className="owner-orders-button owner-orders-button--primary"
                  disabled={store.busy}
                  aria-label={`Confirm payment of ${rupees(milestone.amount)} for ${milestone.label}`}
                  onClick={() => void store.confirmPayment(milestone._id)}
                >
                  Confirm payment
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {order.attempts.length > 0 && (
        <>
          <h4 className="owner-orders-panel__subtitle">Payment attempts</h4>
          <ul className="owner-orders-attempts">
            {order.attempts.map((attempt) => (
              <li key={attempt._id}>
                {attemptText(attempt)} <span className="owner-orders-muted">· {formatWhen(attempt.createdAt)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
});
