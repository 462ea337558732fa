import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useStore, type Address, type AddressBookViewProps } from 'shared';
import { CheckoutSheet } from '../common/CheckoutSheet';
import { useT } from '../i18n/use-t';
import { AddressCard } from './AddressCard';
import { AddressForm } from './AddressForm';
import { AddressStore } from './address-store';
import '../styles/addresses.css';
import './address-book.css';

type Editing = { mode: 'closed' } | { mode: 'form'; address?: Address };

/** Logged out: addresses belong to a customer, so the book asks to log in, as the profile does. */
function LoginPrompt({ onLogin }: Pick<AddressBookViewProps, 'onLogin'>) {
  const t = useT();
  return (
    <section className="addr-book addr-book--guest" aria-labelledby="addr-book-login">
      <h1 className="addr-book__title" id="addr-book-login">
        {t('address.loginTitle')}
      </h1>
      <p className="addr-muted">{t('address.loginText')}</p>
      <button type="button" className="addr-primary" onClick={onLogin}>
        {t('address.loginNow')}
      </button>
    </section>
  );
}

/**
 * The customer's address book (profile → Delivery Address): the saved addresses, the default first
 * marked, with Add, Edit, Make Default and Delete (only while more than one exists). The form is the
 * checkout's own, in a bottom sheet.
 */
const CustomerAddressBook = observer(function CustomerAddressBook({ onBack }: Pick<AddressBookViewProps, 'onBack'>) {
  const root = useStore();
  const t = useT();
  const store = useMemo(() => new AddressStore(root), [root]);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [busy, setBusy] = useState(false);
  useEffect(() => void store.load(), [store]);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const empty = store.loaded && store.addresses.length === 0;
  const editingAddress = editing.mode === 'form' ? editing.address : undefined;

  return (
    <section className="addr-book" aria-labelledby="addr-book-title">
      <header className="addr-book__bar">
        {onBack && (
          <button type="button" className="addr-link addr-book__back" aria-label={t('common.back')} onClick={onBack}>
            ‹
          </button>
        )}
        <h1 className="addr-book__title" id="addr-book-title">
          {t('address.bookTitle')}
        </h1>
      </header>
      {store.loading && !store.loaded && <p className="addr-muted">{t('address.loading')}</p>}
      {empty && <p className="addr-muted">{t('address.none')}</p>}
      <ul className="addr-list" aria-label={t('address.saved')}>
        {store.addresses.map((address) => (
          <AddressCard
            key={address._id}
            address={address}
            canDelete={store.canDelete}
            busy={busy}
            onEdit={() => setEditing({ mode: 'form', address })}
            onMakeDefault={() => void run(() => store.makeDefault(address))}
            onDelete={() => void run(() => store.remove(address._id))}
          />
        ))}
      </ul>
      {store.loaded && (
        <button type="button" className="addr-secondary" onClick={() => setEditing({ mode: 'form' })}>
          {t('address.addNew')}
        </button>
      )}
      {editing.mode === 'form' && (
        <CheckoutSheet title={t(editingAddress ? 'address.editTitle' : 'address.addTitle')} onClose={() => setEditing({ mode: 'closed' })} className="addr-sheet">
          <AddressForm store={store} editing={editingAddress} onSaved={() => setEditing({ mode: 'closed' })} onCancel={() => setEditing({ mode: 'closed' })} />
        </CheckoutSheet>
      )}
    </section>
  );
});

/** `checkout/AddressBook`: the customer's address book, or a login prompt for a visitor. */
const AddressBook = observer(function AddressBook({ onLogin, onBack }: AddressBookViewProps) {
  const { session } = useStore();
  return session.isLoggedIn && session.customer ? <CustomerAddressBook onBack={onBack} /> : <LoginPrompt onLogin={onLogin} />;
});

export default AddressBook;
