import { observer } from 'mobx-react-lite';
import { useId, useRef, type FormEvent } from 'react';
import { UPLOAD_IMAGE_MIME_TYPES } from 'shared/constants';
import { OwnerField, OwnerSwitch } from './OwnerField';
import type { PaymentSettingsStore } from './payment-settings-store';
import { OwnerFormEnd } from './OwnerFormEnd';

/** The manual sheet: UPI ID and payee, phone for UPI, QR code image, each on or off. */
export const ManualPaymentForm = observer(function ManualPaymentForm({ store }: { store: PaymentSettingsStore }) {
  const form = store.manual;
  const errors = store.manualErrors;
  const qrInput = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // a refused save takes the keyboard to the first field to fix; what was typed stays
    if (!(await store.saveManual())) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };
  return (
    <form ref={formRef} className="opage-card" aria-labelledby="manual-payments-title" onSubmit={(event) => void submit(event)} noValidate>
      <h2 id="manual-payments-title" className="opage-card__title">
        UPI, phone and QR code
      </h2>
      <p className="opage-hint">Shoppers see these on the payment sheet and pay you directly; you confirm each payment in the inbox.</p>

      <fieldset className="opage-group">
        <legend>UPI ID</legend>
        <OwnerSwitch label="Take payments to my UPI ID" checked={form.upiEnabled} onChange={(v) => store.setManual('upiEnabled', v)} />
        <div className="opage-two">
          <OwnerField label="UPI ID" value={form.upiId} onChange={(v) => store.setManual('upiId', v)} error={errors.upiId} placeholder="yourshop@okaxis" autoComplete="off" spellCheck={false} inputMode="email" />
          <OwnerField label="Payee name" value={form.upiAccountName} onChange={(v) => store.setManual('upiAccountName', v)} error={errors.upiAccountName} hint="The name UPI apps show as “paying to”." autoComplete="organization" />
        </div>
      </fieldset>

      <fieldset className="opage-group">
        <legend>Phone number</legend>
        <OwnerSwitch label="Take payments to my phone number (GPay, PhonePe, Paytm)" checked={form.phoneEnabled} onChange={(v) => store.setManual('phoneEnabled', v)} />
        <div className="opage-two">
          <OwnerField label="Phone number for UPI" value={form.phoneNumber} onChange={(v) => store.setManual('phoneNumber', v)} error={errors.phoneNumber} placeholder="98450 12345" type="tel" autoComplete="tel-national" inputMode="tel" />
          <OwnerField label="Name on the phone's UPI account" value={form.phoneNumberAccountName} onChange={(v) => store.setManual('phoneNumberAccountName', v)} error={errors.phoneNumberAccountName} />
        </div>
      </fieldset>

      <fieldset className="opage-group">
        <legend>QR code</legend>
        <OwnerSwitch
          label="Show my UPI QR code"
          checked={form.qrCodeEnabled}
          onChange={(v) => store.setManual('qrCodeEnabled', v)}
          description="With a UPI ID saved, the payment sheet draws a QR code of that UPI ID with the amount filled in; the image you upload is shown when there is no UPI ID."
        />
        <div className="opage-qr">
          {form.qrCode ? <img className="opage-qr__image" src={form.qrCode} alt="Your UPI QR code as shoppers see it" width={120} height={120} /> : <p className="opage-qr__none">No QR code uploaded yet.</p>}
          <div className="opage-field">
            <label htmlFor={qrInput}>{form.qrCode ? 'Replace the QR code image' : 'Upload the QR code image'}</label>
            <input
              id={qrInput}
              type="file"
              accept={UPLOAD_IMAGE_MIME_TYPES.join(',')}
              disabled={store.uploading}
              aria-invalid={errors.qrCode ? true : undefined}
              aria-describedby={errors.qrCode ? `${qrInput}-error` : undefined}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void store.uploadQrCode(file);
                event.target.value = '';
              }}
            />
            {store.uploading && (
              <p className="opage-hint" role="status">
                Uploading…
              </p>
            )}
            {errors.qrCode && (
              <p id={`${qrInput}-error`} className="opage-error">
                {errors.qrCode}
              </p>
            )}
          </div>
        </div>
        <OwnerField label="Name under the QR code" value={form.qrCodeAccountName} onChange={(v) => store.setManual('qrCodeAccountName', v)} error={errors.qrCodeAccountName} />
      </fieldset>

      <OwnerFormEnd error={errors.form} saving={store.manualSaving} busy={store.uploading} label="Save UPI and QR settings" notice={store.manualNotice} />
    </form>
  );
});
