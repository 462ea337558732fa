import type { Product } from 'shared';
import { ProductRating } from '../common/product-card/ProductRating';
import { Paragraphs } from '../common/ui/Paragraphs';
import { useT } from '../i18n/use-t';
import { optionsTitle } from './detail-options';
import { OptionChips } from './OptionChips';
import { PriceBlock } from './PriceBlock';
import { ProductBadges } from './ProductBadges';
import { ProductQuantityStepper } from './ProductQuantityStepper';
import { StockBanner } from './StockBanner';
import type { ProductView } from './use-product-view';

interface Props {
  product: Product;
  view: ProductView;
  /** The id the page's article is labelled by. */
  headingId: string;
}

/** The shared middle of both layouts: badges, name, rating, price, stock, description, chips, quantity. */
export function ProductInfo({ product, view, headingId }: Props) {
  const t = useT();
  const { selection, pricing, stock } = view;
  return (
    <>
      <ProductBadges product={product} />
      <h1 className="sf-pd-name" id={headingId}>
        {product.name}
      </h1>
      <ProductRating rating={product.rating} reviewCount={product.reviewCount} />
      <PriceBlock pricing={pricing} />
      <StockBanner stock={stock} shipping={product.shipping} />
      <Paragraphs text={product.description} className="sf-prose sf-pd-description" />
      <OptionChips title={optionsTitle(product, t)} options={selection.options} selectedId={selection.option?.id} onChoose={selection.choose} />
      <ProductQuantityStepper quantity={selection.quantity} max={selection.maxQuantity} disabled={stock.outOfStock} onChange={selection.setQuantity} />
    </>
  );
}
