import { useId } from 'react';
import type { Product } from 'shared';
import { useT } from '../i18n/use-t';
import { ActionButton } from './ActionButton';
import { AddToCartButton } from './AddToCartButton';
import { BackIcon } from './icons';
import { MobileCarousel } from './MobileCarousel';
import { PriceBlock } from './PriceBlock';
import { ProductInfo } from './ProductInfo';
import { ProductTags } from './ProductTags';
import { ShareButton } from './ShareButton';
import { useGoBack } from './use-go-back';
import type { ProductView } from './use-product-view';

/** Mobile: a header with back and share, the swipe carousel, the details, and a sticky action bar. */
export function MobileDetails({ product, view }: { product: Product; view: ProductView }) {
  const t = useT();
  const headingId = useId();
  const goBack = useGoBack('/products');
  return (
    <article className="sf-pd sf-pd--mobile" aria-labelledby={headingId}>
      <header className="sf-pd-mobile-header">
        <button type="button" className="sf-pd-icon-button" aria-label={t('pd.back')} onClick={goBack}>
          <BackIcon />
        </button>
        <ShareButton onShare={view.share.share} copied={view.share.copied} iconOnly />
      </header>
      <MobileCarousel productName={product.name} media={view.media} />
      <div className="sf-pd__info">
        <ProductInfo product={product} view={view} headingId={headingId} />
        <ProductTags tags={product.tags} />
      </div>
      <div className="sf-pd-action-bar" role="region" aria-label={t('pd.actions')}>
        <PriceBlock pricing={view.pricing} compact />
        {view.cart && <AddToCartButton cart={view.cart} iconOnly />}
        <ActionButton action={view.action} />
      </div>
    </article>
  );
}
