import { observer } from 'mobx-react-lite';
import type { PaymentMethod } from 'shared';
import { BottomSheet } from 'shared/dom';
import { formatInrPayable } from 'shared/format';
import { inEnglish, useT, type CheckoutMessage } from '../i18n/use-t';
import type { PaymentStore } from './payment-store';

/** The chooser's question, in English. */
export const CHOOSE_METHOD_TITLE = inEnglish('pay.chooseTitle');

/** What each kind of integration lets the customer do, under its name. */
const METHOD_DESCRIPTIONS: Record<PaymentMethod['type'], CheckoutMessage> = {
  manual: 'pay.manualDescription',
  online: 'pay.onlineDescription',
};

/** The checkout's look of the shared sheet for the choice of a payment method. */
const CLASSES = { backdrop: 'pay-choice', panel: 'pay-choice__panel', title: 'pay-choice__title', description: 'pay-choice__text' };

/**
 * When the business takes payments in more than one way (UPI to its account and online, say), the
 * customer picks one before the panel opens; the widget's selected gateway comes first, and cash on
 * delivery (when the shop offers it for this order's total) comes last.
 */
export const PaymentMethodChooser = observer(function PaymentMethodChooser({ store }: { store: PaymentStore }) {
  const t = useT();
  const order = store.order;
  if (!order) return null;

  return (
    <BottomSheet title={t('pay.chooseTitle')} description={t('pay.amountForOrder', { amount: formatInrPayable(order.amount), orderNumber: order.orderNumber })} onClose={store.close} classes={CLASSES} initialFocus="first">
      <ul className="pay-choice__list">
        {store.methods.map((method) => (
          <li key={method._id}>
            <button type="button" className="pay-choice__method" onClick={() => void store.choose(method)}>
              <span className="pay-choice__name">{method.name}</span>
              <span className="pay-choice__description">{t(METHOD_DESCRIPTIONS[method.type])}</span>
            </button>
          </li>
        ))}
        {store.codOffered && (
          <li>
            <button type="button" className="pay-choice__method" onClick={store.chooseCod}>
              <span className="pay-choice__name">{t('cod.name')}</span>
              <span className="pay-choice__description">{t('cod.description')}</span>
            </button>
          </li>
        )}
      </ul>
      <button type="button" className="pay-choice__cancel" onClick={store.close}>
        {t('common.cancel')}
      </button>
    </BottomSheet>
  );
});
