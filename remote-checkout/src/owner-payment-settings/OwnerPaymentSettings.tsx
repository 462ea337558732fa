import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useStore } from 'shared';
import { CodSettingsForm } from './CodSettingsForm';
import { ManualPaymentForm } from './ManualPaymentForm';
import { OnlinePaymentForm } from './OnlinePaymentForm';
import { createPaymentSettingsApi, type PaymentSettingsApi } from './payment-settings-api';
import { PaymentSettingsStore } from './payment-settings-store';
import './owner-page.css';

export interface OwnerPaymentSettingsProps {
  /** Tests pass fake calls; the page makes its own over the owner's client. */
  api?: PaymentSettingsApi;
}

/**
 * The owner's payment settings (exposed as `checkout/OwnerPaymentSettings`, shown by the host at
 * /owner/payments): where UPI payments go, the QR code, the phone for UPI, and online payments with the
 * business's own Razorpay keys, and cash on delivery with its order limit. A save shows on the shopper's payment sheet at once.
 */
const OwnerPaymentSettings = observer(function OwnerPaymentSettings({ api }: OwnerPaymentSettingsProps) {
  const root = useStore();
  const [store] = useState(() => new PaymentSettingsStore(api ?? createPaymentSettingsApi(root.owner.client)));

  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <div className="opage">
      <header className="opage__head">
        <h1 className="opage__title">Payment settings</h1>
        {store.settings && (
          <p className="opage__summary">{store.settings.takesPayments ? 'Shoppers can pay you in the chat.' : 'Shoppers cannot pay yet: turn on at least one way to pay.'}</p>
        )}
      </header>
      {store.status === 'loading' && (
        <p className="opage-note" role="status">
          Loading your payment settings…
        </p>
      )}
      {store.status === 'failed' && (
        <div className="opage-note" role="alert">
          <p>{store.loadError}</p>
          <button type="button" className="opage-secondary" onClick={() => void store.load()}>
            Try Again
          </button>
        </div>
      )}
      {store.status === 'ready' && (
        <div className="opage__body">
          <ManualPaymentForm store={store} />
          <OnlinePaymentForm store={store} />
          <CodSettingsForm store={store} />
        </div>
      )}
    </div>
  );
});

export default OwnerPaymentSettings;
