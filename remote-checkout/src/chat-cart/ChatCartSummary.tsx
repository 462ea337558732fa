import { observer } from 'mobx-react-lite';
import { cartItemPackage, cartItemVariant, useStore, type CartItem, type CartSummaryViewProps } from 'shared';
import { cartLineUnitPrice, cartSubtotal, maxQuantity } from 'shared/rules';
import { totalsFormatter } from 'shared/format';
import { CheckoutPanel, useCheckoutStore } from '../summary/CheckoutPanel';
import { useT } from '../i18n/use-t';
import { checkoutLinePrice, linePrice } from '../summary/line-price';
import { LineQuantityStepper } from '../summary/LineQuantityStepper';
import { SummaryLine } from '../summary/SummaryLine';
import { ViewBar } from '../summary/ViewBar';
import { LoginToCheckout } from '../summary/LoginToCheckout';
import '../styles/chat-checkout.css';

const choiceOf = (item: CartItem) => cartItemPackage(item)?.name ?? cartItemVariant(item)?.name ?? null;

/** A visitor's cart: the lines as they are, the subtotal of the priced ones, and Login to Checkout. */
const GuestCart = observer(function GuestCart({ onLogin }: Pick<CartSummaryViewProps, 'onLogin'>) {
  const { cart } = useStore();
  const t = useT();
  const priced = cart.items.some((item) => cartLineUnitPrice(item) !== null);
  const subtotal = cartSubtotal(cart.items);
  return (
    <>
      <ul className="checkout-lines" aria-label={t('chatCart.items')}>
        {cart.items.map((item) => (
          <SummaryLine key={cart.keyOf(item)} name={item.name} image={item.images[0] ?? null} choice={choiceOf(item)} quantity={<span>{t('common.qty', { quantity: item.quantity })}</span>} {...linePrice(item, t)} />
        ))}
      </ul>
      <p className="checkout-subtotal">
        <span>{t('chatCart.subtotal')}</span> <strong>{priced ? totalsFormatter([subtotal])(subtotal) : t('common.priceOnRequest')}</strong>
      </p>
      <LoginToCheckout onLogin={onLogin} />
    </>
  );
});

/** A customer's server cart: − / + on each line (minus below 1 removes it), then address, totals and Create Order. */
const CustomerCart = observer(function CustomerCart({ onOrdered }: Pick<CartSummaryViewProps, 'onOrdered'>) {
  const { cart } = useStore();
  const t = useT();
  const checkout = useCheckoutStore();
  const flagged = new Set(checkout.shippingIssuesFor(cart.items.map((item) => item._id)).flatMap((issue) => issue.productsIds));
  return (
    <>
      <ul className="checkout-lines" aria-label={t('chatCart.items')}>
        {cart.items.map((item, index) => {
          const key = cart.keyOf(item);
          return (
            <SummaryLine
              key={key}
              name={item.name}
              image={item.images[0] ?? null}
              choice={choiceOf(item)}
              {...checkoutLinePrice(checkout, index, item, t)}
              flagged={flagged.has(item._id)}
              quantity={
                <LineQuantityStepper
                  name={item.name}
                  quantity={item.quantity}
                  max={maxQuantity(item, item.selectedVariant)}
                  removesAtOne
                  disabled={checkout.creating}
                  onDecrease={() => cart.decrement(key)}
                  onIncrease={() => cart.increment(key)}
                />
              }
            />
          );
        })}
      </ul>
      <CheckoutPanel
        store={checkout}
        items={cart.items}
        source="cart"
        onCreated={(orderIds) => {
          // the server emptied its cart with the order; this empties the page's copy and the count
          cart.ordered();
          onOrdered?.(orderIds);
        }}
      />
    </>
  );
});

/**
 * The cart summary inside the chat widget (chat spec, section 2 "Widget views"). A visitor (mode `guest`)
 * sees the lines and Login to Checkout; a customer changes quantities, picks the delivery address, sees
 * the server's totals and creates the orders.
 */
const ChatCartSummary = observer(function ChatCartSummary({ mode, onBack, onLogin, onOrdered }: CartSummaryViewProps) {
  const { cart } = useStore();
  const t = useT();
  return (
    <div className="checkout-view">
      <ViewBar title={t('chatCart.title')} onBack={onBack} />
      {cart.isEmpty && cart.loading ? (
        <p className="checkout-status" role="status">
          {t('chatCart.loading')}
        </p>
      ) : cart.isEmpty ? (
        <div className="checkout-empty">
          <p>{t('common.yourCartIsEmpty')}</p>
          <button type="button" className="checkout-secondary-button" onClick={onBack}>
            {t('common.continueShopping')}
          </button>
        </div>
      ) : mode === 'customer' ? (
        <CustomerCart onOrdered={onOrdered} />
      ) : (
        <GuestCart onLogin={onLogin} />
      )}
    </div>
  );
});

export default ChatCartSummary;
