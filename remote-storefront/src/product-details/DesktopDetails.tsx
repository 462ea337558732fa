import { useId } from 'react';
import type { Product } from 'shared';
import { ActionButton } from './ActionButton';
import { AddToCartButton } from './AddToCartButton';
import { ProductGallery } from './ProductGallery';
import { ProductInfo } from './ProductInfo';
import { ProductTags } from './ProductTags';
import { ShareButton } from './ShareButton';
import type { ProductView } from './use-product-view';

/** Desktop: the gallery beside the product's details, actions and tags. */
export function DesktopDetails({ product, view }: { product: Product; view: ProductView }) {
  const headingId = useId();
  return (
    <article className="sf-pd" aria-labelledby={headingId}>
      <ProductGallery productName={product.name} media={view.media} />
      <div className="sf-pd__info">
        <ProductInfo product={product} view={view} headingId={headingId} />
        <div className="sf-pd__actions">
          <ActionButton action={view.action} />
          {view.cart && <AddToCartButton cart={view.cart} />}
          <ShareButton onShare={view.share.share} copied={view.share.copied} />
        </div>
        <ProductTags tags={product.tags} />
      </div>
    </article>
  );
}
