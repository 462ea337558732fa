import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { OwnerOrderRow } from 'shared';
import { OrderFilters } from './OrderFilters';
import { customerLabel, formatDay, rupees } from './order-text';
import type { OwnerOrdersStore } from './owner-orders-store';

interface Props {
  store: OwnerOrdersStore;
  mobile: boolean;
}

/** Where the order is: the last stage done, or how it ended. */
const stageText = (order: OwnerOrderRow) => (order.status === 'Cancelled' || order.status === 'Completed' ? order.status : (order.stage ?? 'New'));

function PaymentBadge({ order }: { order: OwnerOrderRow }) {
  return (
    <span className={`owner-orders-badge owner-orders-badge--${order.paymentStatus === 'Paid' ? 'paid' : 'pending'}`}>
      {order.paymentStatus}
      {order.awaitingConfirmation && <span className="owner-orders-badge__note"> · UPI to confirm</span>}
    </span>
  );
}

function OrderCard({ order }: { order: OwnerOrderRow }) {
  return (
    <li className="owner-orders-card">
      <Link to={order._id} className="owner-orders-card__link" aria-label={`Order ${order.orderId} of ${customerLabel(order.customer)}`}>
        <span className="owner-orders-card__top">
          <span className="owner-orders-card__number">{order.orderId}</span>
          <span className="owner-orders-card__amount">{rupees(order.finalAmount)}</span>
        </span>
        <span className="owner-orders-card__who">
          {customerLabel(order.customer)} · {formatDay(order.createdDate)}
        </span>
        <span className="owner-orders-card__state">
          <span className="owner-orders-stage">{stageText(order)}</span>
          <PaymentBadge order={order} />
        </span>
      </Link>
    </li>
  );
}

function OrdersTable({ orders }: { orders: OwnerOrderRow[] }) {
  return (
    <table className="owner-orders-table">
      <caption className="owner-orders-visually-hidden">Orders, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Placed</th>
          <th scope="col">Customer</th>
          <th scope="col">Items</th>
          <th scope="col">Stage</th>
          <th scope="col">Payment</th>
          <th scope="col" className="owner-orders-table__money">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order._id}>
            <th scope="row">
              <Link to={order._id}>{order.orderId}</Link>
            </th>
            <td>{formatDay(order.createdDate)}</td>
            <td>
              {customerLabel(order.customer)}
              {/* a customer without a name is shown by the phone already */}
              {order.customer.name.trim() && (
                <span className="owner-orders-muted">
                  {' '}
                  {order.customer.countryCode} {order.customer.phoneNumber}
                </span>
              )}
            </td>
            <td>{order.itemCount}</td>
            <td>
              <span className="owner-orders-stage">{stageText(order)}</span>
            </td>
            <td>
              <PaymentBadge order={order} />
            </td>
            <td className="owner-orders-table__money">{rupees(order.finalAmount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The business's orders: filters, Export CSV, cards on a phone and a table on a laptop, and pages. */
export const OrdersList = observer(function OrdersList({ store, mobile }: Props) {
  useEffect(() => {
    if (store.listStatus === 'idle') void store.loadList();
  }, [store]);
  const { orders, listStatus } = store;

  return (
    <section className="owner-orders-list" aria-labelledby="owner-orders-list-title">
      <div className="owner-orders-list__head">
        <h2 id="owner-orders-list-title" className="owner-orders-list__title">
          {store.total} {store.total === 1 ? 'order' : 'orders'}
          {store.filtered && <span className="owner-orders-muted"> matching the filters</span>}
        </h2>
        <button type="button" className="owner-orders-button" disabled={store.exporting} onClick={() => void store.exportCsv()}>
          {store.exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      {store.exportError && (
        <p className="owner-orders-error" role="alert">
          {store.exportError}
        </p>
      )}
      <OrderFilters store={store} />
      <div aria-live="polite" aria-busy={listStatus === 'loading'}>
        {listStatus === 'failed' && (
          <p className="owner-orders-error" role="alert">
            {store.listError}{' '}
            <button type="button" className="owner-orders-link-button" onClick={() => void store.loadList()}>
              Try again
            </button>
          </p>
        )}
        {listStatus === 'loading' && orders.length === 0 && <p className="owner-orders-note">Loading orders…</p>}
        {listStatus === 'ready' && orders.length === 0 && (
          <p className="owner-orders-note">{store.filtered ? 'No orders match these filters.' : 'No orders yet. They appear here as customers order.'}</p>
        )}
        {orders.length > 0 &&
          (mobile ? (
            <ul className="owner-orders-cards" aria-label="Orders, newest first">
              {orders.map((order) => (
                <OrderCard key={order._id} order={order} />
              ))}
            </ul>
          ) : (
            <OrdersTable orders={orders} />
          ))}
      </div>
      {store.pageCount > 1 && (
        <nav className="owner-orders-pager" aria-label="Pages of orders">
          <button type="button" className="owner-orders-button" disabled={store.page <= 1} onClick={() => store.goToPage(store.page - 1)}>
            Previous page
          </button>
          <span aria-current="page">
            Page {store.page} of {store.pageCount}
          </span>
          <button type="button" className="owner-orders-button" disabled={store.page >= store.pageCount} onClick={() => store.goToPage(store.page + 1)}>
            Next page
          </button>
        </nav>
      )}
    </section>
  );
});
