import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useStore, type Address } from 'shared';
import { CheckoutSheet } from '../common/CheckoutSheet';
import { useT } from '../i18n/use-t';
import { AddressForm } from './AddressForm';
import { AddressStore } from './address-store';
import '../styles/addresses.css';

export interface AddressPickerProps {
  open: boolean;
  /** The address chosen before, preselected; null for none (the default is then preselected). */
  selectedId: string | null;
  onConfirm(address: Address): void;
  onClose(): void;
  /** The list to show and change; a view that also shows the chosen address passes its own, so both stay one list. */
  store?: AddressStore;
}

type View = { mode: 'list' } | { mode: 'form'; editing?: Address };

/** One line of an address as the list shows it. */
const summaryOf = (a: Address) => [a.addressLine1, a.addressLine2, a.city, a.state, a.pincode].filter(Boolean).join(', ');

/**
 * The address picker (chat spec section 2): a bottom sheet listing the customer's saved addresses to
 * select, edit or delete (delete only while more than one exists), Confirm Address, and the add/edit form.
 * A newly added address is confirmed as it is saved.
 */
const AddressPicker = observer(function AddressPicker({ open, selectedId, onConfirm, onClose, store: given }: AddressPickerProps) {
  const root = useStore();
  const t = useT();
  const store = useMemo(() => given ?? new AddressStore(root), [given, root]);
  const [view, setView] = useState<View>({ mode: 'list' });
  const [chosen, setChosen] = useState<string | null>(selectedId);

  useEffect(() => {
    if (!open) return;
    setView({ mode: 'list' });
    setChosen(selectedId);
    void store.load();
  }, [open, selectedId, store]);

  // Nothing chosen yet: the default address is.
  useEffect(() => {
    if (chosen === null || !store.addresses.some((a) => a._id === chosen)) {
      const fallback = store.addresses.find((a) => a.isDefault) ?? store.addresses[0];
      if (fallback) setChosen(fallback._id);
    }
  }, [store.addresses, chosen]);

  if (!open) return null;
  const selected = store.addresses.find((a) => a._id === chosen);
  const empty = store.loaded && store.addresses.length === 0;
  const title = t(view.mode === 'form' && view.editing ? 'address.editTitle' : view.mode === 'form' || empty ? 'address.addTitle' : 'address.selectTitle');

  return (
    <CheckoutSheet title={title} onClose={onClose} className="addr-sheet">
      {view.mode === 'form' || empty ? (
        <AddressForm
          store={store}
          editing={view.mode === 'form' ? view.editing : undefined}
          onSaved={(address) => {
            // a new address is the one the customer means to use: chosen at once, no Confirm step;
            // an edited one goes back to the list, where the choice stays the customer's
            if (!(view.mode === 'form' && view.editing)) {
              onConfirm(address);
              return;
            }
            setChosen(address._id);
            setView({ mode: 'list' });
          }}
          onCancel={() => (empty ? onClose() : setView({ mode: 'list' }))}
        />
      ) : (
        <>
          {store.loading && !store.loaded && <p className="addr-muted">{t('address.loading')}</p>}
          <ul className="addr-list" aria-label={t('address.saved')}>
            {store.addresses.map((a) => (
              <li key={a._id} className={`addr-item${a._id === chosen ? ' addr-item--selected' : ''}`}>
                <label className="addr-item__choice">
                  <input type="radio" name="delivery-address" checked={a._id === chosen} onChange={() => setChosen(a._id)} />
                  <span className="addr-item__text">
                    <span className="addr-item__title">
                      {a.name || t(`address.type.${a.type}`)} {a.isDefault && <span className="addr-badge">{t('common.default')}</span>}
                    </span>
                    <span>
                      {a.fullName}, {a.countryCode} {a.phone}
                    </span>
                    <span className="addr-muted">{summaryOf(a)}</span>
                  </span>
                </label>
                <span className="addr-item__actions">
                  <button type="button" className="addr-link" aria-label={t('address.editName', { name: a.name || a.fullName })} onClick={() => setView({ mode: 'form', editing: a })}>
                    {t('common.edit')}
                  </button>
                  {store.canDelete && (
                    <button type="button" className="addr-link addr-link--danger" aria-label={t('address.deleteName', { name: a.name || a.fullName })} onClick={() => void store.remove(a._id)}>
                      {t('common.delete')}
                    </button>
                  )}
                </span>
              </li>
            ))}
          </ul>
          <button type="button" className="addr-secondary" onClick={() => setView({ mode: 'form' })}>
            {t('address.addNew')}
          </button>
          <button type="button" className="addr-primary" disabled={!selected} onClick={() => selected && onConfirm(selected)}>
            {t('address.confirm')}
          </button>
        </>
      )}
    </CheckoutSheet>
  );
});

export default AddressPicker;
