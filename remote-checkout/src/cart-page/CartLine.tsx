import { observer } from 'mobx-react-lite';
import { cartItemPackage, cartItemVariant, useStore, type CartItem } from 'shared';
import { cartLineTotal, maxQuantity } from 'shared/rules';
import { formatInr } from 'shared/format';
import { useT } from '../i18n/use-t';

/** One cart row: picture, name, choice, price and a stepper that never goes below 1 on this page. */
export const CartLine = observer(function CartLine({ item }: { item: CartItem }) {
  const { cart } = useStore();
  const t = useT();
  const key = cart.keyOf(item);
  const choice = cartItemPackage(item)?.name ?? cartItemVariant(item)?.name;
  const total = cartLineTotal(item);
  const max = maxQuantity(item, item.selectedVariant);
  return (
    <li className="co-line">
      {item.images[0] ? <img src={item.images[0]} alt={item.name} width={72} height={72} /> : <span className="co-line__image" />}
      <div className="co-line__body">
        <p className="co-line__name">{item.name}</p>
        {choice && <p className="co-line__choice">{choice}</p>}
        <p className="co-line__price">{total === null ? t('common.priceOnRequest') : formatInr(total)}</p>
        <div className="co-stepper" role="group" aria-label={t('line.quantityOf', { name: item.name })}>
          <button type="button" aria-label={t('cart.decrease')} disabled={item.quantity <= 1} onClick={() => cart.decrement(key, { keepOne: true })}>
            −
          </button>
          <output aria-live="polite">{item.quantity}</output>
          <button type="button" aria-label={t('cart.increase')} disabled={max !== null && item.quantity >= max} onClick={() => cart.increment(key)}>
            +
          </button>
        </div>
      </div>
      <button type="button" className="co-line__remove" aria-label={t('line.remove', { name: item.name })} onClick={() => cart.remove(key)}>
        {t('common.remove')}
      </button>
    </li>
  );
});
