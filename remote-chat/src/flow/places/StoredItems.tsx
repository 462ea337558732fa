import type { ReactNode } from 'react';

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

/** The items a product's action stored for the direct-buy or enquiry view, as stored. */
export function StoredItems({ title, lines, onRemove, removeLabel, children }: Props) {
  return (
    <div className="chat-view">
      <div className="chat-view-bar">
        <h3 className="chat-view-bar__title">{title}</h3>
      </div>
      <ul className="chat-lines" aria-label={title}>
        {lines.map((line) => (
          <li key={line.key} className="chat-line">
            {line.image && <img className="chat-line__image" src={line.image} alt="" loading="lazy" width={48} height={48} />}
            <span className="chat-line__text">
              <strong>{line.name}</strong>
              {line.choice && <small>{line.choice}</small>}
              <small>Qty {line.quantity}</small>
            </span>
            {line.price && <span className="chat-line__price">{line.price}</span>}
          </li>
        ))}
      </ul>
      {children}
      <button type="button" className="chat-secondary-button" onClick={onRemove}>
        {removeLabel}
      </button>
    </div>
  );
}
