import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { SummaryLine } from './SummaryLine';
import { ViewBar } from './ViewBar';
import '../styles/chat-checkout.css';

export interface StoredLine {
  key: string;
  name: string;
  image: string | null;
  choice: string | null;
  quantity: number;
  /** The line's price as shown; null when the stored data carries none (an enquiry without prices). */
  price: string | null;
}

interface Props {
  title: string;
  lines: readonly StoredLine[];
  /** Deletes the stored data and closes the view (spec: "Remove or clear deletes the data and closes the view"). */
  onRemove: () => void;
  removeLabel: string;
  children?: ReactNode;
}

/** The items a product's action stored for a chat view (the enquiry request), as stored. */
export function StoredItems({ title, lines, onRemove, removeLabel, children }: Props) {
  const t = useT();
  return (
    <div className="checkout-view">
      <ViewBar title={title} />
      <ul className="checkout-lines" aria-label={title}>
        {lines.map((line) => (
          <SummaryLine key={line.key} name={line.name} image={line.image} choice={line.choice} quantity={<span>{t('common.qty', { quantity: line.quantity })}</span>} price={line.price} />
        ))}
      </ul>
      {children}
      <div className="checkout-actions checkout-actions--plain">
        <button type="button" className="checkout-secondary-button" onClick={onRemove}>
          {removeLabel}
        </button>
      </div>
    </div>
  );
}
