import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { PaymentMethod } from 'shared';
import { handleDialogKeys } from 'shared/dom';
import { formatInrWhole } from 'shared/format';
import type { PaymentStore } from './payment-store';

export const CHOOSE_METHOD_TITLE = 'How would you like to pay?';

/** What each kind of integration lets the customer do, under its name. */
export const METHOD_DESCRIPTIONS: Record<PaymentMethod['type'], string> = {
  manual: 'UPI, QR code or phone number, then share the reference or a screenshot',
  online: 'Pay online now; confirmed at once',
};

/**
 * When the business takes payments in more than one way (UPI to its account and online, say), the
 * customer picks one before the panel opens; the widget's selected gateway comes first.
 */
export const PaymentMethodChooser = observer(function PaymentMethodChooser({ store }: { store: PaymentStore }) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => (panel.current?.querySelector('button') ?? panel.current)?.focus(), []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => handleDialogKeys(event, panel.current, store.close);
  const order = store.order;
  if (!order) return null;

  return (
    <div className="pay-choice" onMouseDown={(event) => event.target === event.currentTarget && store.close()}>
      <div ref={panel} className="pay-choice__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={descriptionId} tabIndex={-1} onKeyDown={onKeyDown}>
        <h2 id={titleId} className="pay-choice__title">
          {CHOOSE_METHOD_TITLE}
        </h2>
        <p id={descriptionId} className="pay-choice__text">
          {formatInrWhole(order.amount)} for order {order.orderNumber}
        </p>
        <ul className="pay-choice__list">
          {store.methods.map((method) => (
            <li key={method._id}>
              <button type="button" className="pay-choice__method" onClick={() => void store.choose(method)}>
                <span className="pay-choice__name">{method.name}</span>
                <span className="pay-choice__description">{METHOD_DESCRIPTIONS[method.type]}</span>
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="pay-choice__cancel" onClick={store.close}>
          Cancel
        </button>
      </div>
    </div>
  );
});
