import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { PAYMENT_MESSAGES } from 'shared/constants';
import { formatInrWhole } from 'shared/format';
import { CheckoutSheet } from '../common/CheckoutSheet';
import { ManualMethods } from './ManualMethods';
import type { PaymentStore } from './payment-store';

export const UTR_LABEL = 'UPI transaction reference (UTR)';
/** Where a customer finds the reference, so the owner can match the payment on the bank statement. */
export const UTR_HINT = "Find the 12-digit UTR in your UPI app's payment details.";
export const UTR_INVALID = 'The UTR has exactly 12 digits. Check it, or leave the field empty.';

/**
 * The manual payment sheet over the PaymentStore: the amount due and whom it pays, then the business's
 * methods (on a phone, a UPI app first), the optional UTR and "I've Made Payment" (enabled once a
 * method is chosen), which reports the payment, asks for the screenshot in the chat and closes.
 */
export const ManualPaymentSheet = observer(function ManualPaymentSheet({ store, isMobile }: { store: PaymentStore; isMobile: boolean }) {
  const utrHintId = useId();
  const { integration, order } = store;
  if (!integration || !order) return null;
  const hasMethods = integration.config.options.length > 0 && integration.config.details !== null;

  return (
    <CheckoutSheet title={integration.name} onClose={store.close}>
      <div className="pay-due" aria-label="Amount due">
        <p className="pay-due__amount">{formatInrWhole(order.amount)}</p>
        <p className="pay-muted">
          to <strong>{store.payee}</strong> for order {order.orderNumber}
        </p>
      </div>
      <ManualMethods store={store} isMobile={isMobile} />
      {hasMethods && (
        <>
          <label className="pay-utr">
            <span>{UTR_LABEL}, optional</span>
            <input
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              value={store.utr}
              onChange={(event) => store.setUtr(event.target.value)}
              aria-invalid={!store.utrValid}
              aria-describedby={utrHintId}
              placeholder="12 digits"
            />
          </label>
          <p id={utrHintId} className={store.utrValid ? 'pay-muted pay-utr__hint' : 'pay-error pay-utr__hint'}>
            {store.utrValid ? UTR_HINT : UTR_INVALID}
          </p>
          <button type="button" className="pay-primary" disabled={!store.canReport} aria-busy={store.sending} onClick={() => void store.reportManual()}>
            {PAYMENT_MESSAGES.madePayment}
          </button>
        </>
      )}
    </CheckoutSheet>
  );
});
