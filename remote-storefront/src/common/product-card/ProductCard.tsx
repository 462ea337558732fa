import { useId } from 'react';
import { Link } from 'react-router-dom';
import { type Product } from 'shared';
import { formatInr } from 'shared/format';
import { useT } from '../../i18n/use-t';
import { SafeImage } from '../ui/SafeImage';
import { cardPricing } from './card-pricing';
import { cardStock } from './card-stock';
import { ProductCardActions } from './ProductCardActions';
import { ProductRating } from './ProductRating';

interface Props {
  product: Product;
  /** The heading level of the name inside its section (h3 under a section's h2). */
  headingLevel?: 'h3' | 'h4';
  /** One of the first cards of a listing: its picture is on the first screen, so it loads at once and first. */
  priority?: boolean;
  /** How wide the picture is drawn (`sizes`); by default a card of a two-column phone grid or a desktop strip. */
  imageSizes?: string;
}

/** The product details page of a product. */
export function productDetailsPath(slug: string): string {
  return `/product-details?${new URLSearchParams({ name: slug }).toString()}`;
}

/**
 * A product in a grid or strip: image, name (the link to its details; the whole card is its click
 * area), price with tax, discount badge and old price or 'Price on request', stock hints, rating, and
 * the action buttons (which sit above the card's click area).
 */
export function ProductCard({ product, headingLevel: Heading = 'h3', priority = false, imageSizes = '(min-width: 840px) 300px, 50vw' }: Props) {
  const t = useT();
  const nameId = useId();
  const pricing = cardPricing(product);
  const stock = cardStock(product, t);
  const classes = ['sf-product-card', stock.outOfStock ? 'sf-product-card--out' : ''].filter(Boolean).join(' ');
  return (
    <article className={classes} aria-labelledby={nameId}>
      <div className="sf-product-card__media">
        <SafeImage
          src={product.images[0]}
          alt={product.name}
          className="sf-product-card__image"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          sizes={imageSizes}
        />
        {pricing.visible && pricing.discountPercent !== null && (
          <span className="sf-badge sf-badge--discount">{t('card.off', { percent: pricing.discountPercent })}</span>
        )}
        {stock.outOfStock && <span className="sf-badge sf-badge--out">{t('card.outOfStock')}</span>}
      </div>
      <div className="sf-product-card__body">
        <Heading className="sf-product-card__name" id={nameId}>
          <Link to={productDetailsPath(product.slug)} className="sf-product-card__link">
            {product.name}
          </Link>
        </Heading>
        <ProductRating rating={product.rating} reviewCount={product.reviewCount} />
        {pricing.visible ? (
          <p className="sf-product-card__price">
            <span className="sf-sr-only">{t('price.label')}</span>
            <span className="sf-product-card__amount">{formatInr(pricing.price)}</span>
            {pricing.oldPrice !== null && (
              <s className="sf-product-card__old-price">
                <span className="sf-sr-only">{t('price.original')}</span>
                {formatInr(pricing.oldPrice)}
              </s>
            )}
          </p>
        ) : (
          <p className="sf-product-card__price sf-product-card__price--request">{t('price.onRequest')}</p>
        )}
        {stock.hint && <p className="sf-product-card__stock-hint">{stock.hint}</p>}
        <ProductCardActions product={product} outOfStock={stock.outOfStock} />
      </div>
    </article>
  );
}
