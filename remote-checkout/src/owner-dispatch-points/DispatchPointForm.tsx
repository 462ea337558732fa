import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { OwnerField } from '../owner-payment-settings/OwnerField';
import type { DispatchPointsStore } from './dispatch-points-store';
import { INDIAN_STATES } from './indian-states';
import { OwnerFormEnd } from '../owner-payment-settings/OwnerFormEnd';

/** Adding or editing one dispatch point: where it is, and the pincodes and states it serves. */
export const DispatchPointForm = observer(function DispatchPointForm({ store }: { store: DispatchPointsStore }) {
  const form = store.form!;
  const errors = store.errors;
  const statesList = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const title = form.id ? `Edit ${form.name || 'dispatch point'}` : 'New dispatch point';

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [form.id]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await store.save())) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  return (
    <form ref={formRef} className="opage-card" aria-label={title} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="opage-card__title">{title}</h2>
      <OwnerField label="Name" value={form.name} onChange={(v) => store.set('name', v)} error={errors.name} placeholder="Bengaluru warehouse" autoComplete="off" />
      <OwnerField label="Address" value={form.addressLine} onChange={(v) => store.set('addressLine', v)} error={errors.addressLine} autoComplete="street-address" />
      <div className="opage-two">
        <OwnerField label="City" value={form.city} onChange={(v) => store.set('city', v)} error={errors.city} autoComplete="address-level2" />
        <OwnerField label="State" value={form.state} onChange={(v) => store.set('state', v)} error={errors.state} list={statesList} autoComplete="address-level1" />
      </div>
      <OwnerField label="Pincode" value={form.pincode} onChange={(v) => store.set('pincode', v.replace(/\D/g, '').slice(0, 6))} error={errors.pincode} inputMode="numeric" autoComplete="postal-code" />
      <datalist id={statesList}>
        {INDIAN_STATES.map((state) => (
          <option key={state} value={state} />
        ))}
      </datalist>
      <fieldset className="opage-group">
        <legend>Delivers to</legend>
        <p className="opage-hint">
          Leave both empty to deliver everywhere. An order ships from the first of a product&apos;s dispatch points that delivers to the shopper&apos;s pincode or state, else from its first one.
        </p>
        <OwnerField
          label="Pincodes served"
          multiline
          value={form.servedPincodes}
          onChange={(v) => store.set('servedPincodes', v)}
          error={errors.servedPincodes}
          hint="6-digit pincodes, separated by commas or spaces."
          placeholder="560001, 560034"
        />
        <OwnerField label="States served" value={form.servedStates} onChange={(v) => store.set('servedStates', v)} error={errors.servedStates} hint="Separated by commas." placeholder="Karnataka, Tamil Nadu" />
      </fieldset>
      <OwnerFormEnd error={errors.form} saving={store.saving} label="Save dispatch point">
        <button type="button" className="opage-secondary" onClick={() => store.close()}>
          Cancel
        </button>
      </OwnerFormEnd>
    </form>
  );
});
