import { observer } from 'mobx-react-lite';
import type { OwnerOrder } from 'shared';
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
