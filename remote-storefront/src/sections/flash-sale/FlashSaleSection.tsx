import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useStore } from 'shared';
import { valueOf } from 'shared/sections';
import { connectedCatalogue, flashSaleQuery } from '../../common/data/product-queries';
import { useProducts } from '../../common/data/use-products';
import { ProductCard } from '../../common/product-card/ProductCard';
import { useT } from '../../i18n/use-t';
import type { SectionProps } from '../section-registry';
import { ChevronIcon } from '../../common/ui/ChevronIcon';
import { sectionColors } from '../../common/ui/section-colors';
import { ProductSkeletons } from '../../common/ui/ProductSkeletons';
import { useStripScroll } from './use-strip-scroll';

/** How many flash-sale products the strip shows; the same cap as the featured grid. */
export const FLASH_SALE_LIMIT = 6;

/**
 * Flash Sale: the business's flash-sale products (of the connected catalogue, when one is) in a
 * horizontal strip; each card carries its discount badge. Nothing is drawn when no product is on sale.
 * The owner's Title, Sub Title (or Description), Background Color and Text Color 1 (the heading) and 2
 * (the line under it) dress the band.
 */
export const FlashSaleSection = observer(function FlashSaleSection({ section, page }: SectionProps) {
  const { ui } = useStore();
  const t = useT();
  const products = useProducts(flashSaleQuery(page.accountTypeId, connectedCatalogue(section), FLASH_SALE_LIMIT));
  const headingId = useId();
  const strip = useStripScroll<HTMLUListElement>(products.status === 'ready' ? products.data.length : products.status);
  if (products.status === 'error') return null;
  if (products.status === 'ready' && products.data.length === 0) return null;

  const title = valueOf(section, 'Title')?.trim() || t('flash.title');
  const description = valueOf(section, 'Sub Title')?.trim() || valueOf(section, 'Description')?.trim();
  const colors = sectionColors(section);
  const filled = '--sf-section-bg' in colors;
  return (
    <section
      className={`sf-section sf-flash-sale${ui.isMobile ? ' sf-flash-sale--mobile' : ''}${filled ? ' sf-flash-sale--filled' : ''}`}
      style={colors}
      aria-labelledby={headingId}
    >
      <div className="sf-section__header">
        <h2 className="sf-section__title" id={headingId}>
          <FlashIcon />
          {title}
        </h2>
        {!ui.isMobile && (strip.canScrollBack || strip.canScrollForward) && (
          <div className="sf-strip__controls">
            <button type="button" className="sf-strip__button" onClick={() => strip.scroll(-1)} disabled={!strip.canScrollBack} aria-label={t('flash.back')}>
              <ChevronIcon direction="left" size={20} />
            </button>
            <button type="button" className="sf-strip__button" onClick={() => strip.scroll(1)} disabled={!strip.canScrollForward} aria-label={t('flash.forward')}>
              <ChevronIcon direction="right" size={20} />
            </button>
          </div>
        )}
        {description && <p className="sf-section__subtitle">{description}</p>}
      </div>
      <ul className="sf-strip" ref={strip.ref} aria-busy={products.status === 'loading' ? true : undefined}>
        {products.status === 'loading' ? (
          <ProductSkeletons count={ui.isMobile ? 2 : 4} itemClassName="sf-strip__item" />
        ) : (
          products.data.slice(0, FLASH_SALE_LIMIT).map((product) => (
            <li key={product._id} className="sf-strip__item">
              <ProductCard product={product} />
            </li>
          ))
        )}
      </ul>
    </section>
  );
});


function FlashIcon() {
  return (
    <svg className="sf-flash-sale__icon" viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true">
      <path d="M13 2 4 14h7l-1 8 9-12h-7z" />
    </svg>
  );
}
