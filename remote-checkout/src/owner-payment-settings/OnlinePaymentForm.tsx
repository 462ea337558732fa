import { observer } from 'mobx-react-lite';
import { useRef, type FormEvent } from 'react';
import { OwnerField, OwnerSwitch } from './OwnerField';
import type { PaymentSettingsStore } from './payment-settings-store';
import { OwnerFormEnd } from './OwnerFormEnd';

/**
 * Online payments: on or off, and the business's own Razorpay keys. The saved key secret is never shown
 * (the server never sends it): the form says only that one is saved, and the key id's last 4 characters.
 */
export const OnlinePaymentForm = observer(function OnlinePaymentForm({ store }: { store: PaymentSettingsStore }) {
  const saved = store.settings?.online;
  const errors = store.onlineErrors;
  const formRef = useRef<HTMLFormElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await store.saveOnline())) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };
  const gatewayName = saved?.serverGateway === 'razorpay' ? "the site's Razorpay account" : 'the test gateway built into this site (no real money moves)';
  return (
    <form ref={formRef} className="opage-card" aria-labelledby="online-payments-title" onSubmit={(event) => void submit(event)} noValidate>
      <h2 id="online-payments-title" className="opage-card__title">
        Cards, UPI and netbanking online
      </h2>
      <OwnerSwitch
        label="Take online payments"
        checked={store.online.enabled}
        onChange={(v) => store.setOnline('enabled', v)}
        description="Shoppers pay in a Razorpay window; paid orders are marked paid by themselves."
      />
      <p className="opage-status" data-testid="online-keys-status">
        {saved?.ownKeys
          ? `Your Razorpay keys are saved (Key Id ending ${saved.keyIdLast4 ?? ''}, ${saved.testMode ? 'test mode' : 'live'}). The Key Secret is stored encrypted and never shown.`
          : `No Razorpay keys of your own are saved: online payments go through ${gatewayName}.`}
      </p>
      <div className="opage-two">
        <OwnerField
          label="Razorpay Key Id"
          value={store.online.keyId}
          onChange={(v) => store.setOnline('keyId', v)}
          error={errors.keyId}
          placeholder={saved?.ownKeys ? `rzp_…${saved.keyIdLast4 ?? ''} (saved)` : 'rzp_test_… or rzp_live_…'}
          hint={saved?.ownKeys ? 'Leave empty to keep the saved Key Id.' : 'From the Razorpay dashboard: Settings → API Keys.'}
          autoComplete="off"
          spellCheck={false}
        />
        <OwnerField
          label="Razorpay Key Secret"
          type="password"
          value={store.online.keySecret}
          onChange={(v) => store.setOnline('keySecret', v)}
          error={errors.keySecret}
          hint={saved?.keySecretSet && saved.ownKeys ? 'A Key Secret is saved. Leave empty to keep it.' : 'Shown once by Razorpay when you create the key.'}
          autoComplete="new-password"
          spellCheck={false}
        />
      </div>
      <OwnerFormEnd error={errors.form} saving={store.onlineSaving} label="Save online payments" notice={store.onlineNotice}>
        {saved?.ownKeys && (
          <button type="button" className="opage-secondary" disabled={store.onlineSaving} onClick={() => void store.saveOnline({ removeKeys: true })}>
            Remove my Razorpay keys
          </button>
        )}
      </OwnerFormEnd>
    </form>
  );
});
