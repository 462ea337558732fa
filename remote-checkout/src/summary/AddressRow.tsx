import { observer } from 'mobx-react-lite';
import type { Address } from 'shared';

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
  return (
    <section className={`checkout-address${required ? ' checkout-address--required' : ''}`} aria-label="Delivery address">
      <div className="checkout-address__text">
        <span className="checkout-address__label">Deliver to</span>
        {address ? (
          <>
            <strong className="checkout-address__name">
              {address.fullName}
              <span className="checkout-address__type">{address.name || address.type}</span>
            </strong>
            <span className="checkout-address__lines">{linesOf(address)}</span>
          </>
        ) : (
          <span className="checkout-address__lines">{loading ? 'Loading addresses…' : 'No delivery address yet'}</span>
        )}
      </div>
      <button type="button" className="checkout-link" disabled={loading && !address} onClick={onChange}>
        {address ? 'Change' : 'Add address'}
      </button>
    </section>
  );
});
