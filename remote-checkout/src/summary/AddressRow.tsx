import { observer } from 'mobx-react-lite';
import type { Address } from 'shared';
import { useT } from '../i18n/use-t';

interface Props {
  address: Address | null;
  loading: boolean;
  /** A shippable product is in the order and no address is there yet: the row says so. */
  required: boolean;
  onChange: () => void;
}

const linesOf = (a: Address) => [a.addressLine1, a.addressLine2, a.city, a.state, a.pincode].filter(Boolean).join(', ');

/** Where the order goes: the chosen (or default) address with Change, or Add address when there is none. */
export const AddressRow = observer(function AddressRow({ address, loading, required, onChange }: Props) {
  const t = useT();
  return (
    <section className={`checkout-address${required ? ' checkout-address--required' : ''}`} aria-label={t('checkout.deliveryAddress')}>
      <div className="checkout-address__text">
        <span className="checkout-address__label">{t('checkout.deliverTo')}</span>
        {address ? (
          <>
            <strong className="checkout-address__name">
              {address.fullName}
              <span className="checkout-address__type">{address.name || t(`address.type.${address.type}`)}</span>
            </strong>
            <span className="checkout-address__lines">{linesOf(address)}</span>
          </>
        ) : (
          <span className="checkout-address__lines">{loading ? t('address.loading') : t('checkout.noAddress')}</span>
        )}
      </div>
      <button type="button" className="checkout-link" disabled={loading && !address} onClick={onChange}>
        {address ? t('checkout.change') : t('checkout.addAddress')}
      </button>
    </section>
  );
});
