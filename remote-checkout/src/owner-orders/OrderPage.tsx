import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { TAX_INVOICE_TEXT } from 'shared/constants';
import { TotalsLines } from 'shared/dom';
import { OrderPayments } from './OrderPayments';
import { formatWhen, rupees } from './order-text';
import type { OwnerOrdersStore } from './owner-orders-store';
import { StageActions } from './StageActions';

/**
 * The order's id, the last segment of the path this page's `:orderId` route matched. Read from the
 * location, not useParams: the router every app shares is trimmed to what the host ships
 * (build-kit/src/react-router-dom.mjs), and a remote may not count on the host carrying more.
 */
const lastSegment = (pathname: string) => pathname.replace(/\/+$/, '').split('/').pop() ?? '';

/** One order: its customer and address, lines and totals, payments and stages. */
export const OrderPage = observer(function OrderPage({ store }: { store: OwnerOrdersStore }) {
  const orderId = lastSegment(useLocation().pathname);
  useEffect(() => {
    void store.openOrder(orderId);
  }, [store, orderId]);
  const order = store.order?._id === orderId ? store.order : null;

  return (
    <article className="owner-order" aria-labelledby="owner-order-title" aria-busy={store.orderStatus === 'loading'}>
      <Link to=".." relative="path" className="owner-orders-back">
        ← All orders
      </Link>
      {!order && store.orderStatus === 'loading' && <p className="owner-orders-note">Loading the order…</p>}
      {!order && store.orderStatus === 'failed' && (
        <p className="owner-orders-error" role="alert">
          {store.orderError}
        </p>
      )}
      {order && (
        <>
          <header className="owner-order__head">
            <h2 id="owner-order-title" className="owner-order__title">
              Order {order.orderId}
            </h2>
            <p className="owner-orders-muted">
              {order.title} · placed {formatWhen(order.createdDate)} · <span className="owner-orders-stage">{order.status}</span>
            </p>
            {order.invoice && (
              <p className="owner-order__invoice">
                <span className="owner-orders-muted">Tax invoice {order.invoice.number}</span>{' '}
                <button type="button" className="owner-orders-button" disabled={store.invoiceDownloading} onClick={() => void store.downloadInvoice(order)}>
                  {store.invoiceDownloading ? TAX_INVOICE_TEXT.downloading : TAX_INVOICE_TEXT.download}
                </button>
              </p>
            )}
            {store.invoiceError && (
              <p className="owner-orders-error" role="alert">
                {store.invoiceError}
              </p>
            )}
          </header>
          {store.actionError && (
            <p className="owner-orders-error" role="alert">
              {store.actionError}
            </p>
          )}
          <div className="owner-order__grid">
            <div className="owner-order__main">
              <section className="owner-orders-panel" aria-labelledby="owner-order-lines">
                <h3 id="owner-order-lines" className="owner-orders-panel__title">
                  Items
                </h3>
                <ul className="owner-order-lines">
                  {order.lines.map((line, index) => (
                    <li key={index} className="owner-order-lines__line">
                      <span className="owner-order-lines__what">
                        {line.description}
                        <span className="owner-orders-muted">
                          {' '}
                          {line.quantity} {line.quantityUnit} × {rupees(line.unitPrice)}
                          {line.gstPercentage > 0 && ` · GST ${line.gstPercentage}% ${rupees(line.gstAmount)}`}
                        </span>
                      </span>
                      <span className="owner-orders-money">{rupees(line.amount)}</span>
                    </li>
                  ))}
                </ul>
                <dl className="owner-order-totals" aria-label="Order totals">
                  <TotalsLines totals={order.totals} format={rupees} block="owner-order-totals" />
                </dl>
              </section>
              <StageActions store={store} order={order} />
            </div>
            <div className="owner-order__side">
              <section className="owner-orders-panel" aria-labelledby="owner-order-customer">
                <h3 id="owner-order-customer" className="owner-orders-panel__title">
                  Customer
                </h3>
                {order.customer.name.trim() ? <p className="owner-order__customer">{order.customer.name}</p> : <p className="owner-orders-muted">No name given</p>}
                <p>
                  <a href={`tel:${order.customer.countryCode}${order.customer.phoneNumber}`}>
                    {order.customer.countryCode} {order.customer.phoneNumber}
                  </a>
                </p>
                <h4 className="owner-orders-panel__subtitle">Ship to</h4>
                {order.shipTo ? (
                  <address className="owner-order__address">
                    {order.shipTo.fullName}
                    <br />
                    {order.shipTo.addressLine1}
                    {order.shipTo.addressLine2 && (
                      <>
                        <br />
                        {order.shipTo.addressLine2}
                      </>
                    )}
                    <br />
                    {order.shipTo.city}, {order.shipTo.state} {order.shipTo.pincode}
                    <br />
                    {order.shipTo.countryCode} {order.shipTo.phone}
                  </address>
                ) : (
                  <p className="owner-orders-muted">No delivery address (a service or a pick-up).</p>
                )}
              </section>
              <OrderPayments store={store} order={order} />
            </div>
          </div>
        </>
      )}
    </article>
  );
});
