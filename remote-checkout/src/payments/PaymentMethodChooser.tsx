import { observer } from 'mobx-react-lite';
import type { PaymentMethod } from 'shared';
import { BottomSheet } from 'shared/dom';
import { COD_METHOD_NAME } from 'shared/constants';
import { formatInrWhole } from 'shared/format';
import type { PaymentStore } from './payment-store';

export const CHOOSE_METHOD_TITLE = 'How would you like to pay?';

/** What each kind of integration lets the customer do, under its name. */
export const METHOD_DESCRIPTIONS: Record<PaymentMethod['type'], string> = {
  manual: 'UPI, QR code or phone number, then share the reference or a screenshot',
  online: 'Pay online now; confirmed at once',
};

/** Under cash on delivery's name: what the customer does now and later. */
export const COD_DESCRIPTION = 'Pay in cash when the parcel arrives; confirm now with a code sent to your phone';

/** The checkout's look of the shared sheet for the choice of a payment method. */
const CLASSES = { backdrop: 'pay-choice', panel: 'pay-choice__panel', title: 'pay-choice__title', description: 'pay-choice__text' };

/**
 * When the business takes payments in more than one way (UPI to its account and online, say), the
 * customer picks one before the panel opens; the widget's selected gateway comes first, and cash on
 * delivery (when the shop offers it for this order's total) comes last.
 */
export const PaymentMethodChooser = observer(function PaymentMethodChooser({ store }: { store: PaymentStore }) {
  const order = store.order;
  if (!order) return null;

  return (
    <BottomSheet title={CHOOSE_METHOD_TITLE} description={`${formatInrWhole(order.amount)} for order ${order.orderNumber}`} onClose={store.close} classes={CLASSES} initialFocus="first">
      <ul className="pay-choice__list">
        {store.methods.map((method) => (
          <li key={method._id}>
            <button type="button" className="pay-choice__method" onClick={() => void store.choose(method)}>
              <span className="pay-choice__name">{method.name}</span>
              <span className="pay-choice__description">{METHOD_DESCRIPTIONS[method.type]}</span>
            </button>
          </li>
        ))}
        {store.codOffered && (
          <li>
            <button type="button" className="pay-choice__method" onClick={store.chooseCod}>
              <span className="pay-choice__name">{COD_METHOD_NAME}</span>
              <span className="pay-choice__description">{COD_DESCRIPTION}</span>
            </button>
          </li>
        )}
      </ul>
      <button type="button" className="pay-choice__cancel" onClick={store.close}>
        Cancel
      </button>
    </BottomSheet>
  );
});
