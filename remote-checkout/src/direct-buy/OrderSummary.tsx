import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { cartItemPackage, cartItemVariant, clearOrderItemData, readOrderItemData, saveOrderItemData, useSchemasLoaded, useStore, type OrderSummaryViewProps, type StoredOrderItem } from 'shared';
import { clampQuantity, maxQuantity } from 'shared/rules';
import { useT } from '../i18n/use-t';
import { CheckoutPanel, useCheckoutStore } from '../summary/CheckoutPanel';
import { checkoutLinePrice } from '../summary/line-price';
import { LineQuantityStepper } from '../summary/LineQuantityStepper';
import { SummaryLine } from '../summary/SummaryLine';
import { ViewBar } from '../summary/ViewBar';
import { ChoicePicker } from './ChoicePicker';
import { GuestCheckout } from './GuestCheckout';
import '../styles/chat-checkout.css';

/**
 * The order summary of a direct buy (chat spec, section 2): the single item a product's Buy stored, its
 * variant or package, its quantity (− / + within the stock, never below 1), then the delivery address,
 * the server's totals and Create Order. Clear and Remove delete the stored item and close the view; a
 * created order deletes it too. A visitor (mode `guest`) sees the item and Login to Checkout instead.
 */
const StoredOrderSummary = observer(function StoredOrderSummary({ mode = 'customer', onClose, onOrdered, onLogin }: OrderSummaryViewProps) {
  const { storage, ui } = useStore();
  const t = useT();
  const [item, setItem] = useState(() => readOrderItemData(storage));
  const checkout = useCheckoutStore();
  useEffect(() => {
    if (!item) onClose();
  }, [item, onClose]);
  if (!item) return null;

  // the stored item follows the shopper's changes, so the view reopens as it was left
  const change = (next: StoredOrderItem) => {
    saveOrderItemData(storage, next);
    setItem(next);
  };
  const max = maxQuantity(item, item.selectedVariant);
  const setQuantity = (quantity: number) => change({ ...item, quantity: clampQuantity(quantity, max) });
  const choose = (kind: 'variant' | 'package', id: string) => {
    const stock = kind === 'variant' ? item.variants.find((v) => v._id === id)?.stock : item.packages.find((p) => p._id === id)?.stock;
    if (stock !== undefined && stock !== null && stock <= 0) {
      ui.notify(t('common.outOfStock'), 'error');
      return;
    }
    // spec: choosing another variant resets the quantity to 1
    change({ ...item, ...(kind === 'variant' ? { selectedVariant: id } : { selectedPackage: id }), quantity: 1 });
  };
  const remove = () => {
    clearOrderItemData(storage);
    onClose();
  };
  const issueIds = new Set(checkout.shippingIssuesFor([item._id]).flatMap((issue) => issue.productsIds));

  return (
    <div className="checkout-view">
      <ViewBar
        title={t('buy.title')}
        action={
          <button type="button" className="checkout-link" onClick={remove}>
            {t('common.clear')}
          </button>
        }
      />
      <ul className="checkout-lines" aria-label={t('buy.items')}>
        <SummaryLine
          name={item.name}
          image={item.images[0] ?? null}
          choice={
            <ChoicePicker item={item} onChoose={choose} disabled={checkout.creating} fallback={cartItemPackage(item)?.name ?? cartItemVariant(item)?.name ?? null} />
          }
          {...checkoutLinePrice(checkout, 0, item, t)}
          flagged={issueIds.has(item._id)}
          quantity={
            <LineQuantityStepper
              name={item.name}
              quantity={item.quantity}
              max={max}
              disabled={checkout.creating}
              onDecrease={() => setQuantity(item.quantity - 1)}
              onIncrease={() => setQuantity(item.quantity + 1)}
            />
          }
        >
          <button type="button" className="checkout-link checkout-link--danger" onClick={remove}>
            {t('common.remove')}
          </button>
        </SummaryLine>
      </ul>
      {mode === 'guest' ? (
        <GuestCheckout item={item} onLogin={onLogin} />
      ) : (
        <CheckoutPanel
          store={checkout}
          items={[item]}
          source="buy-now"
          onCreated={(orderIds) => {
            clearOrderItemData(storage);
            onOrdered(orderIds);
          }}
        />
      )}
    </div>
  );
});

/** The stored item is read with zod's schemas: the view waits for them. */
function OrderSummary(props: OrderSummaryViewProps) {
  return useSchemasLoaded() ? <StoredOrderSummary {...props} /> : null;
}

export default OrderSummary;
