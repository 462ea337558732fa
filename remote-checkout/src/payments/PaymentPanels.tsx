import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useStore, type PaymentPanelsViewProps } from 'shared';
import { useT } from '../i18n/use-t';
import { CodConfirmSheet } from './CodConfirmSheet';
import { ManualPaymentSheet } from './ManualPaymentSheet';
import { OnlinePaymentModal } from './OnlinePaymentModal';
import { PaymentMethodChooser } from './PaymentMethodChooser';
import { getPaymentStore } from './payment-store';
import '../styles/payments.css';

/**
 * Paying one order from the chat (spec section 2): the PaymentStore asks for the ways to pay, and this
 * draws its step: waiting, the choice among several ways, the manual sheet or the online modal.
 */
const PaymentPanels = observer(function PaymentPanels({ order, gatewayId, onClose, onPaymentChanged }: PaymentPanelsViewProps) {
  const root = useStore();
  const t = useT();
  const store = getPaymentStore(root);
  // the latest callbacks, without reopening the panel when the chat re-renders
  const callbacks = useRef({ onClose, onPaymentChanged });
  callbacks.current = { onClose, onPaymentChanged };

  useEffect(() => {
    void store.open(order, gatewayId, {
      onClose: () => callbacks.current.onClose(),
      onPaymentChanged: () => callbacks.current.onPaymentChanged?.(),
    });
    return () => {
      if (store.order?._id === order._id) store.dismiss();
    };
    // one panel per order and gateway: a fresh copy of the same order (a refresh) keeps it open
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, order._id, gatewayId]);

  switch (store.step) {
    case 'loading':
      return (
        <div className="sheet-backdrop">
          <p className="pay-modal pay-muted" role="status" aria-busy="true">
            <span className="pay-spinner" aria-hidden="true" /> {t('pay.loadingMethods')}
          </p>
        </div>
      );
    case 'choosing':
      return <PaymentMethodChooser store={store} />;
    case 'manual':
      return <ManualPaymentSheet store={store} isMobile={root.ui.isMobile} />;
    case 'online':
      return <OnlinePaymentModal store={store} />;
    case 'cod':
      return <CodConfirmSheet store={store} />;
    default:
      return null;
  }
});

export default PaymentPanels;
