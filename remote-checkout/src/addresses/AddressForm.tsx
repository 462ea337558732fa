import { useId, useRef, useState } from 'react';
import { type Address, type AddressInput } from 'shared';
import { ADDRESS_TYPES } from 'shared/constants';
import { addressFormErrors, COUNTRY_CODES, sanitizeAddressPhone, sanitizePincode } from 'shared/rules';
import { sayShared } from '../i18n/shared-texts';
import { useT, type CheckoutMessage } from '../i18n/use-t';
import type { AddressStore, PostalState } from './address-store';

export interface AddressFormProps {
  store: AddressStore;
  /** The address being edited; absent for a new one. */
  editing?: Address | undefined;
  onSaved(address: Address): void;
  onCancel(): void;
}

type Values = Required<AddressInput>;

const blank = (): Values => ({
  type: 'home',
  name: '',
  fullName: '',
  countryCode: '+91',
  phone: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  pincode: '',
  isDefault: false,
});

/**
 * The add/edit address form. Once 6 digits of pincode are typed it is looked up: city and state fill from
 * the district and state, and the postal state becomes valid or invalid. Save stays disabled until every
 * field passes the address rule and the pincode is valid.
 */
export function AddressForm({ store, editing, onSaved, onCancel }: AddressFormProps) {
  const t = useT();
  const [values, setValues] = useState<Values>(() => {
    if (!editing) return blank();
    // The id names the address in the call; it is not one of the fields the server takes.
    const { _id: _ignored, ...fields } = editing;
    return { ...blank(), ...fields };
  });
  // An address saved before was checked then: its pincode counts as valid until it is changed.
  const [postal, setPostal] = useState<PostalState>(editing ? 'valid' : 'unknown');
  const [postalMessage, setPostalMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [touched, setTouched] = useState(false);
  const lookupSeq = useRef(0);
  const uid = useId();
  const idOf = (key: string) => `${uid}-${key}`;

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  /** Keeps the digits typed; once there are 6, looks the pincode up (the newest lookup wins). */
  const changePincode = (typed: string) => {
    const pincode = sanitizePincode(typed);
    set('pincode', pincode);
    const seq = ++lookupSeq.current;
    setPostalMessage(null);
    if (pincode.length !== 6) return setPostal('unknown');
    if (editing && pincode === editing.pincode) return setPostal('valid');
    setPostal('unknown');
    void store.lookupPincode(pincode).then((result) => {
      if (seq !== lookupSeq.current) return;
      if (result.details) {
        const { district, state } = result.details;
        setValues((v) => ({ ...v, city: district, state }));
        setPostal('valid');
      } else {
        setPostal('invalid');
        setPostalMessage(result.message);
      }
    });
  };

  const errors = addressFormErrors(values);
  const canSave = Object.keys(errors).length === 0 && postal === 'valid' && !saving;
  // the rule's messages are shared's English ones: said in the page's language here
  const shown = (field: keyof typeof errors) => {
    const error = touched ? errors[field] : undefined;
    return error && sayShared(t, error);
  };

  const save = async () => {
    setTouched(true);
    if (!canSave) return;
    setSaving(true);
    const saved = editing ? await store.update(editing._id, values) : await store.add(values);
    setSaving(false);
    if (saved) onSaved(saved);
  };

  const field = (key: 'name' | 'fullName' | 'addressLine1' | 'addressLine2' | 'city' | 'state', label: CheckoutMessage, autoComplete: string) => {
    const error = key !== 'name' && key !== 'addressLine2' ? shown(key) : undefined;
    return (
      <div className="addr-field">
        <label htmlFor={idOf(key)}>{t(label)}</label>
        <input
          id={idOf(key)}
          value={values[key]}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? idOf(`${key}-error`) : undefined}
          onChange={(e) => set(key, e.target.value)}
          onBlur={() => setTouched(true)}
        />
        {error && (
          <small id={idOf(`${key}-error`)} className="addr-error">
            {error}
          </small>
        )}
      </div>
    );
  };

  return (
    <form
      className="addr-form"
      aria-label={t(editing ? 'address.form.edit' : 'address.form.add')}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <fieldset className="addr-types">
        <legend>{t('address.form.type')}</legend>
        {ADDRESS_TYPES.map((type) => (
          <label key={type} className={`addr-chip${values.type === type ? ' addr-chip--on' : ''}`}>
            <input type="radio" name="address-type" value={type} checked={values.type === type} onChange={() => set('type', type)} />
            {t(`address.type.${type}`)}
          </label>
        ))}
      </fieldset>
      {field('name', 'address.form.label', 'off')}
      {field('fullName', 'address.form.fullName', 'name')}
      <div className="addr-phone">
        <div className="addr-field">
          <label htmlFor={idOf('code')}>{t('address.form.code')}</label>
          <select id={idOf('code')} value={values.countryCode} onChange={(e) => set('countryCode', e.target.value)}>
            {COUNTRY_CODES.map((c) => (
              <option key={`${c.iso}-${c.dialCode}`} value={c.dialCode}>
                {c.dialCode} {c.iso}
              </option>
            ))}
          </select>
        </div>
        <div className="addr-field">
          <label htmlFor={idOf('phone')}>{t('address.form.phone')}</label>
          <input
            id={idOf('phone')}
            value={values.phone}
            inputMode="numeric"
            autoComplete="tel-national"
            aria-invalid={errors.phone && touched ? true : undefined}
            onChange={(e) => set('phone', sanitizeAddressPhone(e.target.value))}
            onBlur={() => setTouched(true)}
          />
          {shown('phone') && <small className="addr-error">{shown('phone')}</small>}
        </div>
      </div>
      {field('addressLine1', 'address.form.line1', 'address-line1')}
      {field('addressLine2', 'address.form.line2', 'address-line2')}
      <div className="addr-field">
        <label htmlFor={idOf('pincode')}>{t('address.form.pincode')}</label>
        <input
          id={idOf('pincode')}
          value={values.pincode}
          inputMode="numeric"
          autoComplete="postal-code"
          aria-invalid={postal === 'invalid' || (values.pincode.length > 0 && values.pincode.length < 6) ? true : undefined}
          aria-describedby={idOf('pincode-hint')}
          onChange={(e) => changePincode(e.target.value)}
        />
        {values.pincode.length < 6 && (
          <small id={idOf('pincode-hint')} className="addr-error">
            {t('address.pincodeHint')}
          </small>
        )}
        {postal === 'invalid' && postalMessage && (
          <small id={idOf('pincode-hint')} className="addr-error" role="alert">
            {postalMessage}
          </small>
        )}
      </div>
      <div className="addr-two">
        {field('city', 'address.form.city', 'address-level2')}
        {field('state', 'address.form.state', 'address-level1')}
      </div>
      <label className="addr-check">
        <input type="checkbox" checked={values.isDefault} onChange={(e) => set('isDefault', e.target.checked)} />
        {t('address.form.makeDefault')}
      </label>
      <div className="addr-actions">
        <button type="button" className="addr-secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="addr-primary" disabled={!canSave}>
          {t(saving ? 'address.form.saving' : 'address.form.save')}
        </button>
      </div>
    </form>
  );
}
