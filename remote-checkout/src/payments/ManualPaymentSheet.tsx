import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { formatInrPayable } from 'shared/format';
import { CheckoutSheet } from '../common/CheckoutSheet';
import { around } from '../i18n/around';
import { inEnglish, useT } from '../i18n/use-t';
import { ManualMethods } from './ManualMethods';
import type { PaymentStore } from './payment-store';

/** Where a customer finds the reference, so the owner can match the payment on the bank statement (English). */
export const UTR_HINT = inEnglish('pay.utrHint');
/** What a UTR of other than 12 digits is told (English). */
export const UTR_INVALID = inEnglish('pay.utrInvalid');

/**
 * The manual payment sheet over the PaymentStore: the amount due and whom it pays, then the business's
 * methods (on a phone, a UPI app first), the optional UTR and "I've Made Payment" (enabled once a
 * method is chosen), which reports the payment, asks for the screenshot in the chat and closes.
 */
export const ManualPaymentSheet = observer(function ManualPaymentSheet({ store, isMobile }: { store: PaymentStore; isMobile: boolean }) {
  const t = useT();
  const utrHintId = useId();
  const { integration, order } = store;
  if (!integration || !order) return null;
  const hasMethods = integration.config.options.length > 0 && integration.config.details !== null;
  const [beforePayee, afterPayee] = around(t('pay.toPayee', { payee: around.MARK, orderNumber: order.orderNumber }));

  return (
    <CheckoutSheet title={integration.name} onClose={store.close}>
      <div className="pay-due" aria-label={t('pay.amountDue')}>
        <p className="pay-due__amount">{formatInrPayable(order.amount)}</p>
        <p className="pay-muted">
          {beforePayee}
          <strong>{store.payee}</strong>
          {afterPayee}
        </p>
      </div>
      <ManualMethods store={store} isMobile={isMobile} />
      {hasMethods && (
        <>
          <label className="pay-utr">
            <span>{t('pay.utrLabel')}</span>
            <input
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              value={store.utr}
              onChange={(event) => store.setUtr(event.target.value)}
              aria-invalid={!store.utrValid}
              aria-describedby={utrHintId}
              placeholder={t('pay.utrPlaceholder')}
            />
          </label>
          <p id={utrHintId} className={store.utrValid ? 'pay-muted pay-utr__hint' : 'pay-error pay-utr__hint'}>
            {t(store.utrValid ? 'pay.utrHint' : 'pay.utrInvalid')}
          </p>
          <button type="button" className="pay-primary" disabled={!store.canReport} aria-busy={store.sending} onClick={() => void store.reportManual()}>
            {t('pay.madePayment')}
          </button>
        </>
      )}
    </CheckoutSheet>
  );
});
