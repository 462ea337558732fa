import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { LOGIN_CODE_DIGITS } from 'shared/constants';
import { formatInrPayable } from 'shared/format';
import { CheckoutSheet } from '../common/CheckoutSheet';
import { inEnglish, useT } from '../i18n/use-t';
import type { PaymentStore } from './payment-store';

/** The sheet's code field and buttons, in English. */
export const COD_CODE_LABEL = inEnglish('cod.codeLabel');
export const COD_CONFIRM = inEnglish('cod.confirm');
export const COD_RESEND = inEnglish('cod.resend');

/**
 * Cash on delivery of one order: what the customer will pay at the door, the code just sent to their
 * phone, and Confirm. The order becomes cash on delivery only once the server has checked the code.
 */
export const CodConfirmSheet = observer(function CodConfirmSheet({ store }: { store: PaymentStore }) {
  const t = useT();
  const hintId = useId();
  const { order } = store;
  const cod = store.codConfirmation;
  if (!order) return null;

  return (
    <CheckoutSheet title={t('cod.name')} onClose={store.close}>
      <div className="pay-due" aria-label={t('pay.amountDue')}>
        <p className="pay-due__amount">{formatInrPayable(order.finalAmount)}</p>
        <p className="pay-muted">
          {t('cod.line', { amount: formatInrPayable(order.finalAmount) })} · {t('cod.order', { orderNumber: order.orderNumber })}
        </p>
      </div>
      <form
        className="pay-cod"
        onSubmit={(event) => {
          event.preventDefault();
          void cod.confirm();
        }}
      >
        <p id={hintId} className="pay-muted" role="status">
          {cod.sending ? t('cod.sending') : cod.sentTo ? t('cod.codeSent', { phone: cod.sentTo }) : ''}
        </p>
        <label className="pay-utr">
          <span>{t('cod.codeLabel')}</span>
          <input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={LOGIN_CODE_DIGITS}
            value={cod.code}
            onChange={(event) => cod.setCode(event.target.value)}
            aria-describedby={hintId}
            aria-invalid={cod.error !== null}
            placeholder={t('cod.codePlaceholder', { digits: LOGIN_CODE_DIGITS })}
          />
        </label>
        {cod.error && (
          <p className="pay-error" role="alert">
            {cod.error}
          </p>
        )}
        <button type="submit" className="pay-primary" disabled={!cod.canConfirm} aria-busy={cod.confirming}>
          {t('cod.confirm')}
        </button>
        <button type="button" className="pay-choice__cancel" disabled={cod.sending} onClick={() => void cod.sendCode()}>
          {t('cod.resend')}
        </button>
      </form>
    </CheckoutSheet>
  );
});
