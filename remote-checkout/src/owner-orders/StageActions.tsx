import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import type { OwnerOrder } from 'shared';
import { OWNER_ORDERS_LIMITS, SHIPPED_STAGE } from 'shared/constants';
import { formatWhen } from './order-text';
import type { OwnerOrdersStore } from './owner-orders-store';

const isShipped = (name: string) => name.trim().toLowerCase() === SHIPPED_STAGE.toLowerCase();

/** The courier and tracking number Shipped needs; the customer reads them in the chat. */
function ShipForm({ store, stageId }: { store: OwnerOrdersStore; stageId: string }) {
  const id = useId();
  const [courier, setCourier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await store.moveStage({ stageId, status: 'Completed', courier: courier.trim(), trackingNumber: trackingNumber.trim() });
  };
  return (
    <form className="owner-orders-ship" aria-label="Mark Shipped" onSubmit={(e) => void submit(e)}>
      <div className="owner-orders-filters__field">
        <label htmlFor={`${id}-courier`}>Courier</label>
        <input id={`${id}-courier`} value={courier} required maxLength={OWNER_ORDERS_LIMITS.courierMax} placeholder="Delhivery" onChange={(e) => setCourier(e.target.value)} />
      </div>
      <div className="owner-orders-filters__field">
        <label htmlFor={`${id}-tracking`}>Tracking number</label>
        <input
          id={`${id}-tracking`}
          value={trackingNumber}
          required
          maxLength={OWNER_ORDERS_LIMITS.trackingMax}
          // the browser reads the pattern with the v flag: / and - are escaped inside the class
          pattern="[A-Za-z0-9][A-Za-z0-9 \/\-]*"
          title="Letters, digits, spaces, - or /"
          onChange={(e) => setTrackingNumber(e.target.value)}
        />
      </div>
      <button type="submit" className="owner-orders-button owner-orders-button--primary" disabled={store.busy || !courier.trim() || !trackingNumber.trim()}>
        Mark Shipped
      </button>
    </form>
  );
}

/**
 * The order's stages with who completed each and when, and the owner's moves: the next stage (Shipped
 * with its courier form), or undo the last one. Stages move in turn, as the server keeps them.
 */
export const StageActions = observer(function StageActions({ store, order }: { store: OwnerOrdersStore; order: OwnerOrder }) {
  const stages = order.stages;
  const next = stages.find((s) => s.status !== 'Completed');
  const last = [...stages].reverse().find((s) => s.status === 'Completed');
  const movable = order.status !== 'Cancelled';
  return (
    <section className="owner-orders-panel" aria-labelledby="owner-order-stages">
      <h3 id="owner-order-stages" className="owner-orders-panel__title">
        Stages
      </h3>
      {stages.length === 0 ? (
        <p className="owner-orders-muted">This order has no stages.</p>
      ) : (
        <ol className="owner-orders-stages">
          {stages.map((stage) => {
            const done = stage.status === 'Completed';
            return (
              <li key={stage._id} className={`owner-orders-stages__stage${done ? ' owner-orders-stages__stage--done' : ''}`}>
                <span className="owner-orders-stages__mark" aria-hidden="true">
                  {done ? '✓' : ''}
                </span>
                <span className="owner-orders-stages__name">
                  {stage.name}
                  <span className="owner-orders-visually-hidden">: {done ? 'completed' : 'not completed'}</span>
                </span>
                {done && stage.completedAt && (
                  <span className="owner-orders-muted owner-orders-stages__when">
                    {formatWhen(stage.completedAt)}
                    {stage.completedBy && ` by ${stage.completedBy.name}`}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {order.shipment && (
        <p className="owner-orders-shipment">
          Shipped with <strong>{order.shipment.courier}</strong>, tracking number <strong>{order.shipment.trackingNumber}</strong>
        </p>
      )}
      {movable && (
        <div className="owner-orders-stages__actions">
          {next && isShipped(next.name) && <ShipForm store={store} stageId={next._id} />}
          {next && !isShipped(next.name) && (
            <button
              type="button"
              className="owner-orders-button owner-orders-button--primary"
              disabled={store.busy}
              onClick={() => void store.moveStage({ stageId: next._id, status: 'Completed' })}
            >
              Mark {next.name}
            </button>
          )}
          {last && (
            <button type="button" className="owner-orders-button" disabled={store.busy} onClick={() => void store.moveStage({ stageId: last._id, status: 'Pending' })}>
              Undo {last.name}
            </button>
          )}
        </div>
      )}
      {order.status === 'Cancelled' && <p className="owner-orders-muted">This order is Cancelled; its stages no longer change.</p>}
    </section>
  );
});
