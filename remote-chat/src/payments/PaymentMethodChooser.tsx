import { useId } from 'react';
import { type PaymentMethod } from 'shared';
import { formatInrWhole } from 'shared/format';
import { useDialogFocus } from '../dialog/use-dialog-focus';

export const CHOOSE_METHOD_TITLE = 'How would you like to pay?';

/** What each kind of integration lets the customer do, under its name. */
export const METHOD_DESCRIPTIONS: Record<PaymentMethod['type'], string> = {
  manual: 'UPI, QR code or phone number, then share the reference or a screenshot',
  online: 'Pay online now; confirmed at once',
};

interface Props {
  methods: readonly PaymentMethod[];
  amount: number;
  orderNumber: string;
  onChoose: (method: PaymentMethod) => void;
  onClose: () => void;
}

/**
 * When the business takes payments in more than one way (UPI to its account and online, say), the
 * customer picks one before the panel opens; the widget's selected gateway comes first.
 */
export function PaymentMethodChooser({ methods, amount, orderNumber, onChoose, onClose }: Props) {
  const { ref, onKeyDown } = useDialogFocus<HTMLDivElement>(onClose);
  const titleId = useId();
  const descriptionId = useId();

  return (
    <div className="pay-choice" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={ref}
        className="pay-choice__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="pay-choice__title">
          {CHOOSE_METHOD_TITLE}
        </h2>
        <p id={descriptionId} className="pay-choice__text">
          {formatInrWhole(amount)} for order {orderNumber}
        </p>
        <ul className="pay-choice__list">
          {methods.map((method) => (
            <li key={method._id}>
              <button type="button" className="pay-choice__method" onClick={() => onChoose(method)}>
                <span className="pay-choice__name">{method.name}</span>
                <span className="pay-choice__description">{METHOD_DESCRIPTIONS[method.type]}</span>
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="pay-choice__cancel" onClick={onClose}>
          Cancel
        </button>
      </div>
    </div>
  );
}
