import { observer } from 'mobx-react-lite';
import { useStore, type Product } from 'shared';
import { isOutOfStock } from 'shared/rules';
import { formatInrWhole } from 'shared/format';
import { useT } from '../i18n/use-t';

/** A product in the widget's list: picture, name, price and Add to cart (refused when out of stock). */
export const ProductRow = observer(function ProductRow({ product }: { product: Product }) {
  const { cart } = useStore();
  const t = useT();
  const soldOut = isOutOfStock(product);
  return (
    <article className="chat-item">
      {product.images[0] && <img className="chat-item__image" src={product.images[0]} alt="" loading="lazy" width={64} height={64} />}
      <div className="chat-item__body">
        <h4 className="chat-item__name">{product.name}</h4>
        <p className="chat-item__price">{product.pricing.priceVisible ? formatInrWhole(product.price) : t('topics.priceOnRequest')}</p>
        {soldOut && <p className="chat-item__stock">{t('topics.outOfStock')}</p>}
      </div>
      <button type="button" className="chat-secondary-button" disabled={soldOut} aria-label={t('topics.addLabel', { name: product.name })} onClick={() => cart.add(product)}>
        {t('topics.add')}
      </button>
    </article>
  );
});
