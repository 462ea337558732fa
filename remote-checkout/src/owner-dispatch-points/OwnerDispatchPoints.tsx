import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'shared';
import { createDispatchPointsApi, type DispatchPointsApi } from './dispatch-points-api';
import { DispatchPointsStore } from './dispatch-points-store';
import { DispatchPointCard } from './DispatchPointCard';
import { DispatchPointForm } from './DispatchPointForm';
import '../owner-payment-settings/owner-page.css';

export interface OwnerDispatchPointsProps {
  /** Tests pass fake calls; the page makes its own over the owner's client. */
  api?: DispatchPointsApi;
}

/**
 * The owner's dispatch points (exposed as `checkout/OwnerDispatchPoints`, shown by the host at
 * /owner/dispatch-points): where goods ship from and the pincodes and states each serves. Products pick
 * their dispatch points in the catalogue.
 */
const OwnerDispatchPoints = observer(function OwnerDispatchPoints({ api }: OwnerDispatchPointsProps) {
  const root = useStore();
  const [store] = useState(() => new DispatchPointsStore(api ?? createDispatchPointsApi(root.owner.client)));

  useEffect(() => {
    void store.load();
  }, [store]);

  // when the form closes (saved or cancelled), the keyboard goes back to "Add a dispatch point"
  const addButton = useRef<HTMLButtonElement>(null);
  const formWasOpen = useRef(false);
  const formOpen = store.form !== null;
  useEffect(() => {
    if (!formOpen && formWasOpen.current) addButton.current?.focus();
    formWasOpen.current = formOpen;
  }, [formOpen]);

  return (
    <div className="opage">
      <header className="opage__head">
        <h1 className="opage__title">Dispatch points</h1>
        <p className="opage__summary">Where your orders ship from, and where each place delivers.</p>
      </header>
      <p className="opage-notice" role="status">
        {store.notice}
      </p>
      {store.status === 'loading' && (
        <p className="opage-note" role="status">
          Loading your dispatch points…
        </p>
      )}
      {store.status === 'failed' && (
        <div className="opage-note" role="alert">
          <p>{store.loadError}</p>
          <button type="button" className="opage-secondary" onClick={() => void store.load()}>
            Try Again
          </button>
        </div>
      )}
      {store.status === 'ready' && (
        <div className="opage__body">
          {store.form ? (
            <DispatchPointForm store={store} />
          ) : (
            <div className="opage-actions">
              <button ref={addButton} type="button" className="opage-primary" onClick={() => store.openNew()}>
                Add a dispatch point
              </button>
            </div>
          )}
          {store.points.length === 0 ? (
            <p className="opage-note">No dispatch points yet. Add the place your orders ship from; products without one ship from your business.</p>
          ) : (
            <ul className="opage-points" aria-label="Your dispatch points">
              {store.points.map((point) => (
                <DispatchPointCard key={point.id} point={point} store={store} />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
});

export default OwnerDispatchPoints;
