import { observer } from 'mobx-react-lite';
import { useStore, type Product } from 'shared';
import { isOutOfStock } from 'shared/rules';
import { formatInrWhole } from 'shared/format';

/** A product in the widget's list: picture, name, price and Add to cart (refused when out of stock). */
export const ProductRow = observer(function ProductRow({ product }: { product: Product }) {
  const { cart } = useStore();
  const soldOut = isOutOfStock(product);
  return (
    <article className="chat-item">
      {product.images[0] && <img className="chat-item__image" src={product.images[0]} alt="" loading="lazy" width={64} height={64} />}
      <div className="chat-item__body">
        <h4 className="chat-item__name">{product.name}</h4>
        <p className="chat-item__price">{product.pricing.priceVisible ? formatInrWhole(product.price) : 'Price on request'}</p>
        {soldOut && <p className="chat-item__stock">Out of stock</p>}
      </div>
      <button type="button" className="chat-secondary-button" disabled={soldOut} aria-label={`Add ${product.name} to cart`} onClick={() => cart.add(product)}>
        Add
      </button>
    </article>
  );
});
