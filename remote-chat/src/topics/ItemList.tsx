import type { TopicCategory } from 'shared';
import { ProductRow } from './ProductRow';
import { ServiceRow } from './ServiceRow';
import { useT } from '../i18n/use-t';
import { TopicHeader } from './TopicHeader';
import { useCatalogueItems } from './use-catalogue-items';

interface Props {
  category: TopicCategory;
  catalogueId: string;
  onBack: () => void;
  onCart: () => void;
}

/** A category's products or services, 20 a page with Load more, and the cart button with its count. */
export function ItemList({ category, catalogueId, onBack, onCart }: Props) {
  const t = useT();
  const { items, status, hasMore, loadMore } = useCatalogueItems({ catalogueId, type: category.type, categoryId: category._id });
  return (
    <div className="chat-view">
      <TopicHeader title={category.name} onBack={onBack} onCart={onCart} />
      {items.length > 0 && (
        <ul className="chat-items" aria-label={category.name}>
          {items.map((item) => (
            <li key={item._id}>{item.itemType === 'service' ? <ServiceRow service={item} /> : <ProductRow product={item} />}</li>
          ))}
        </ul>
      )}
      {status === 'ready' && items.length === 0 && <p className="chat-view__status">{t('topics.noItems')}</p>}
      {status === 'loading' && <p className="chat-view__status" role="status" aria-busy="true">{t('topics.loading')}</p>}
      {status === 'error' && (
        <div className="chat-view__status" role="alert">
          <p>{t('topics.itemsFailed')}</p>
          <button type="button" className="chat-link" onClick={loadMore}>
            {t('topics.tryAgain')}
          </button>
        </div>
      )}
      {status === 'ready' && hasMore && (
        <button type="button" className="chat-secondary-button chat-items__more" onClick={loadMore}>
          {t('topics.loadMore')}
        </button>
      )}
    </div>
  );
}
