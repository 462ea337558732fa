import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { codLine, COD_MESSAGES, COD_METHOD_NAME, LOGIN_CODE_DIGITS } from 'shared/constants';
import { formatInrWhole } from 'shared/format';
import { CheckoutSheet } from '../common/CheckoutSheet';
import type { PaymentStore } from './payment-store';

export const COD_CODE_LABEL = 'Code from the SMS';
export const COD_CONFIRM = 'Confirm cash on delivery';
export const COD_RESEND = 'Send a new code';

/**
 * Cash on delivery of one order: what the customer will pay at the door, the code just sent to their
 * phone, and Confirm. The order becomes cash on delivery only once the server has checked the code.
 */
export const CodConfirmSheet = observer(function CodConfirmSheet({ store }: { store: PaymentStore }) {
  const hintId = useId();
  const { order } = store;
  const cod = store.codConfirmation;
  if (!order) return null;

  return (
    <CheckoutSheet title={COD_METHOD_NAME} onClose={store.close}>
      <div className="pay-due" aria-label="Amount due">
        <p className="pay-due__amount">{formatInrWhole(order.finalAmount)}</p>
        <p className="pay-muted">
          {codLine(formatInrWhole(order.finalAmount))} · Order {order.orderNumber}
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
          {cod.sending ? 'Sending a code to your phone…' : cod.sentTo ? COD_MESSAGES.codeSent(cod.sentTo) : ''}
        </p>
        <label className="pay-utr">
          <span>{COD_CODE_LABEL}</span>
          <input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={LOGIN_CODE_DIGITS}
            value={cod.code}
            onChange={(event) => cod.setCode(event.target.value)}
            aria-describedby={hintId}
            aria-invalid={cod.error !== null}
            placeholder={`${LOGIN_CODE_DIGITS} digits`}
          />
        </label>
        {cod.error && (
          <p className="pay-error" role="alert">
            {cod.error}
          </p>
        )}
        <button type="submit" className="pay-primary" disabled={!cod.canConfirm} aria-busy={cod.confirming}>
          {COD_CONFIRM}
        </button>
        <button type="button" className="pay-choice__cancel" disabled={cod.sending} onClick={() => void cod.sendCode()}>
          {COD_RESEND}
        </button>
      </form>
    </CheckoutSheet>
  );
});
