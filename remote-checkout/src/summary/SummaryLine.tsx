import type { ReactNode } from 'react';

interface Props {
  name: string;
  image: string | null;
  /** The variant or package picked, as text or as a chooser. */
  choice?: ReactNode;
  /** 'Qty 2', or a stepper. */
  quantity: ReactNode;
  /** The line's price as shown ('Price on request' for a hidden price); null shows none. */
  price: string | null;
  /** The price is hidden by the business: `price` is the 'Price on request' text, shown quieter. */
  onRequest?: boolean;
  /** A shipping issue names this product. */
  flagged?: boolean;
  /** Actions under the line (Remove). */
  children?: ReactNode;
}

/** One line of a checkout view: picture, name, choice, quantity and price. */
export function SummaryLine({ name, image, choice, quantity, price, onRequest = false, flagged = false, children }: Props) {
  return (
    <li className={`checkout-line${flagged ? ' checkout-line--flagged' : ''}`}>
      {image ? (
        <img className="checkout-line__image" src={image} alt="" loading="lazy" width={56} height={56} />
      ) : (
        <span className="checkout-line__image" aria-hidden="true" />
      )}
      <div className="checkout-line__body">
        <p className="checkout-line__name">{name}</p>
        {choice && <div className="checkout-line__choice">{choice}</div>}
        <div className="checkout-line__meta">
          {quantity}
          {children}
        </div>
      </div>
      {price !== null && <span className={`checkout-line__price${onRequest ? ' checkout-line__price--request' : ''}`}>{price}</span>}
    </li>
  );
}
