import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { cartLineOf, useStore } from 'shared';
import { createOrderBlock } from 'shared/rules';
import AddressPicker from '../addresses/AddressPicker';
import { sayShared } from '../i18n/shared-texts';
import { useT } from '../i18n/use-t';
import { AddressRow } from './AddressRow';
import { hasShippableItem, type BuyableItem } from './checkout-line';
import { CheckoutStore } from './checkout-store';
import { TotalsBlock } from './TotalsBlock';

/** The checkout of one view: created with it, its addresses loaded, its timers stopped when it goes. */
export function useCheckoutStore(): CheckoutStore {
  const root = useStore();
  const [store] = useState(() => new CheckoutStore(root));
  useEffect(() => {
    void store.loadAddresses();
    return store.dispose;
  }, [store]);
  return store;
}

interface Props {
  store: CheckoutStore;
  /** What is being ordered: the cart's lines or the direct-buy item. */
  items: readonly BuyableItem[];
  /** `cart`: Create Order orders the server cart; `buy-now`: it sends the item's one line. */
  source: 'cart' | 'buy-now';
  /** The orders were created; the view clears what it ordered and moves on. */
  onCreated: (orderIds: readonly string[]) => void;
}

/**
 * Delivery address, the server's totals and Create Order, shared by the chat cart and the direct buy.
 * Create Order is disabled with nothing to order, with shipping issues, or with a shippable product and
 * no address, when it reads 'Delivery Address Required' (chat spec, section 5).
 */
export const CheckoutPanel = observer(function CheckoutPanel({ store, items, source, onCreated }: Props) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  const lines = items.map(cartLineOf);
  const address = store.address;
  const addressId = address?._id ?? null;
  const settled = store.addressesSettled;

  // after every render: the store asks the totals again only when the lines or the address changed
  useEffect(() => {
    if (settled) store.followOrder(lines);
  });

  const issues = store.shippingIssuesFor(items.map((item) => item._id));
  const block = createOrderBlock({
    lineCount: items.length,
    shippingIssueCount: issues.length,
    hasShippableProduct: hasShippableItem(items),
    hasAddress: address !== null,
  });
  const create = async () => {
    const orderIds = await store.createOrder(lines, source);
    if (orderIds) onCreated(orderIds);
  };

  return (
    <div className="checkout-panel">
      <AddressRow address={address} loading={!settled} required={block === 'address-required'} onChange={() => setPicking(true)} />
      {issues.map((issue) => (
        <p key={issue.productsIds.join() || issue.message} className="checkout-issue" role="alert">
          {sayShared(t, issue.message)}
        </p>
      ))}
      <TotalsBlock store={store} />
      <div className="checkout-actions">
        <button
          type="button"
          className="checkout-primary-button"
          disabled={block !== null || store.creating}
          aria-busy={store.creating}
          onClick={() => void create()}
        >
          {block === 'address-required' ? t('checkout.addressRequired') : store.creating ? t('checkout.creating') : t('checkout.create')}
        </button>
      </div>
      <AddressPicker
        open={picking}
        store={store.addresses}
        selectedId={addressId}
        onConfirm={(chosen) => {
          store.chooseAddress(chosen);
          setPicking(false);
        }}
        onClose={() => setPicking(false)}
      />
    </div>
  );
});
