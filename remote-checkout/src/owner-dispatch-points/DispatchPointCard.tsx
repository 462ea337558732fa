import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { OwnerDispatchPoint } from 'shared';
import type { DispatchPointsStore } from './dispatch-points-store';

/** What a point serves, in words. */
export function servesText(point: OwnerDispatchPoint): string {
  const { pincodes, states } = point.serves;
  if (pincodes.length === 0 && states.length === 0) return 'Delivers everywhere';
  const parts = [
    states.length ? states.join(', ') : '',
    pincodes.length ? `${pincodes.length} ${pincodes.length === 1 ? 'pincode' : 'pincodes'} (${pincodes.slice(0, 5).join(', ')}${pincodes.length > 5 ? '…' : ''})` : '',
  ].filter(Boolean);
  return `Delivers to ${parts.join(' and ')}`;
}

/** One dispatch point in the list, with Edit and a Delete that asks first. */
export const DispatchPointCard = observer(function DispatchPointCard({ point, store }: { point: OwnerDispatchPoint; store: DispatchPointsStore }) {
  const confirming = store.confirmingDelete === point.id;
  const error = store.deleteErrors[point.id];
  const headingId = `point-${point.id}`;
  const confirmRef = useRef<HTMLButtonElement>(null);
  // the question takes the keyboard: Enter deletes, Tab reaches "Keep it"
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  return (
    <li className="opage-point" aria-labelledby={headingId}>
      <h2 id={headingId} className="opage-point__name">
        {point.name}
      </h2>
      <p className="opage-point__line">{[point.addressLine, point.city, `${point.state} ${point.pincode}`].filter(Boolean).join(', ')}</p>
      <p className="opage-point__line">{servesText(point)}</p>
      <p className="opage-point__line">{point.productCount === 1 ? '1 product ships from here' : `${point.productCount} products ship from here`}</p>
      {error && (
        <p className="opage-error" role="alert">
          {error}
        </p>
      )}
      <div className="opage-point__actions">
        {confirming ? (
          <>
            <button key="confirm" ref={confirmRef} type="button" className="opage-danger" onClick={() => void store.remove(point.id)}>
              Yes, delete {point.name}
            </button>
            <button key="keep" type="button" className="opage-secondary" onClick={() => store.askDelete(null)}>
              Keep it
            </button>
          </>
        ) : (
          <>
            <button key="edit" type="button" className="opage-secondary" aria-label={`Edit ${point.name}`} onClick={() => store.openEdit(point)}>
              Edit
            </button>
            <button key="delete" type="button" className="opage-danger" aria-label={`Delete ${point.name}`} onClick={() => store.askDelete(point.id)}>
              Delete
            </button>
          </>
        )}
      </div>
    </li>
  );
});
