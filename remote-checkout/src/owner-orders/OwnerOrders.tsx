import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { STORAGE_KEYS, useStore, type RootStore } from 'shared';
import { saveBlob } from 'shared/dom';
import { OrderPage } from './OrderPage';
import { OrdersList } from './OrdersList';
import { createOwnerOrdersApi } from './owner-orders-api';
import { OwnerOrdersStore } from './owner-orders-store';
import './owner-orders.css';

export interface OwnerOrdersProps {
  /** Tests pass a store over a fake API; the page makes its own over the owner's client. */
  store?: OwnerOrdersStore;
}

/** The orders of the page's owner: the owner's client (never the customer's token) and the owner's bearer for the CSV. */
export function createOwnerOrdersStore(root: RootStore): OwnerOrdersStore {
  const api = createOwnerOrdersApi(root.owner.client, { getToken: () => root.storage.readString(STORAGE_KEYS.userAccessToken) });
  return new OwnerOrdersStore(api, saveBlob);
}

/**
 * The owner's orders (exposed as `checkout/OwnerOrders`, shown by the host's back office at
 * OWNER_PAGE_ROUTES.orders and below it, under its bar): the list at the route itself and an order at `<orderId>` below it, as relative routes so
 * the host decides where the page lives.
 */
const OwnerOrders = observer(function OwnerOrders({ store: given }: OwnerOrdersProps) {
  const root = useStore();
  const [store] = useState(() => given ?? createOwnerOrdersStore(root));
  const mobile = root.ui.isMobile;
  return (
    <div className={`owner-orders${mobile ? ' owner-orders--mobile' : ''}`}>
      <div className="owner-orders__body">
        <h1 className="owner-orders__title">Orders</h1>
        <Routes>
          <Route index element={<OrdersList store={store} mobile={mobile} />} />
          <Route path=":orderId" element={<OrderPage store={store} />} />
        </Routes>
      </div>
    </div>
  );
});

export default OwnerOrders;
