import type { PricedLine } from 'shared/rules';
import { inEnglish, useT } from '../i18n/use-t';
import { linePrice } from '../summary/line-price';
import { LoginToCheckout } from '../summary/LoginToCheckout';
import './guest-checkout.css';

/** What the visitor is told (in English) in place of the order total, which the server works out for a customer. */
export const TOTAL_AFTER_LOGIN = inEnglish('buy.afterLogin');

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
  const t = useT();
  const { price } = linePrice(item, t);
  return (
    <div className="checkout-panel">
      <dl className="checkout-totals" aria-label={t('buy.priceDetails')}>
        <div>
          <dt>{t('buy.itemTotal')}</dt>
          <dd>{price}</dd>
        </div>
        <div className="checkout-totals__total">
          <dt>{t('buy.orderTotal')}</dt>
          <dd className="guest-checkout__later">{t('buy.afterLogin')}</dd>
        </div>
      </dl>
      <p className="guest-checkout__note">{t('buy.afterLoginNote')}</p>
      <LoginToCheckout onLogin={onLogin} />
    </div>
  );
}
