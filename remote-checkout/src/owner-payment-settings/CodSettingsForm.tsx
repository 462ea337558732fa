import { observer } from 'mobx-react-lite';
import { useRef, type FormEvent } from 'react';
import { COD_METHOD_NAME } from 'shared/constants';
import { formatInrWhole } from 'shared/format';
import { OwnerField, OwnerSwitch } from './OwnerField';
import type { PaymentSettingsStore } from './payment-settings-store';
import { OwnerFormEnd } from './OwnerFormEnd';

export const COD_SWITCH_LABEL = 'Offer cash on delivery';
export const COD_LIMIT_LABEL = 'Order limit (₹)';

/**
 * Cash on delivery: on or off, and the largest order total it is offered for, in whole rupees. Shoppers
 * confirm it with a code sent to their phone; the owner marks each such order Collected or Refused on delivery.
 */
export const CodSettingsForm = observer(function CodSettingsForm({ store }: { store: PaymentSettingsStore }) {
  const saved = store.settings?.cashOnDelivery;
  const errors = store.codErrors;
  const formRef = useRef<HTMLFormElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await store.saveCod())) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };
  return (
    <form ref={formRef} className="opage-card" aria-labelledby="cod-title" onSubmit={(event) => void submit(event)} noValidate>
      <h2 id="cod-title" className="opage-card__title">
        {COD_METHOD_NAME}
      </h2>
      <OwnerSwitch
        label={COD_SWITCH_LABEL}
        checked={store.cod.enabled}
        onChange={(v) => store.setCod('enabled', v)}
        description="Shoppers confirm with a code sent to their phone and pay the courier; you mark the order Collected or Refused on delivery."
      />
      <p className="opage-status" data-testid="cod-status">
        {saved?.enabled ? `Offered for orders up to ${formatInrWhole(saved.limit)}.` : 'Not offered.'}
      </p>
      <OwnerField
        label={COD_LIMIT_LABEL}
        value={store.cod.limit}
        onChange={(v) => store.setCod('limit', v)}
        error={errors.limit}
        inputMode="numeric"
        placeholder="e.g. 5000"
        hint="Orders over this total do not offer cash on delivery."
        autoComplete="off"
      />
      <OwnerFormEnd error={errors.form} saving={store.codSaving} label="Save cash on delivery" notice={store.codNotice} />
    </form>
  );
});
