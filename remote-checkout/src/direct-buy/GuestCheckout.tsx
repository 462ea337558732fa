import type { PricedLine } from 'shared/rules';
import { linePrice } from '../summary/line-price';
import { LoginToCheckout } from '../summary/LoginToCheckout';
import './guest-checkout.css';

/** What the visitor is told in place of the order total, which the server works out for a customer. */
export const TOTAL_AFTER_LOGIN = 'After login';
export const TOTAL_AFTER_LOGIN_NOTE = 'Delivery and the order total are calculated for your delivery address once you log in.';

interface Props {
  item: PricedLine;
  onLogin?: (() => void) | undefined;
}

/**
 * A visitor's Buy Now, below the item: the item's price as the product page showed it (the catalogue's
 * price for the choice and quantity), the order total left to the server once logged in (its totals
 * are a customer's, for a delivery address), and Login to Checkout, as the visitor's cart has.
 */
export function GuestCheckout({ item, onLogin }: Props) {
  const { price } = linePrice(item);
  return (
    <div className="checkout-panel">
      <dl className="checkout-totals" aria-label="Price details">
        <div>
          <dt>Item total</dt>
          <dd>{price}</dd>
        </div>
        <div className="checkout-totals__total">
          <dt>Order total</dt>
          <dd className="guest-checkout__later">{TOTAL_AFTER_LOGIN}</dd>
        </div>
      </dl>
      <p className="guest-checkout__note">{TOTAL_AFTER_LOGIN_NOTE}</p>
      <LoginToCheckout onLogin={onLogin} />
    </div>
  );
}
