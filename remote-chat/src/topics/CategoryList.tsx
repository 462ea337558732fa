import type { ChatTopic, TopicCategory } from 'shared';
import { useT } from '../i18n/use-t';
import { TopicHeader } from './TopicHeader';
import { useTopicCategories } from './use-topic-categories';

interface Props {
  topic: ChatTopic;
  onBack: () => void;
  onOpen: (category: TopicCategory, catalogueId: string) => void;
}

/** A catalogue topic's categories; each opens its product or service list. */
export function CategoryList({ topic, onBack, onOpen }: Props) {
  const t = useT();
  const { result, retry } = useTopicCategories(topic);
  return (
    <div className="chat-view">
      <TopicHeader title={topic.name} onBack={onBack} />
      {result.status === 'loading' && <p className="chat-view__status" role="status" aria-busy="true">{t('topics.loadingCategories')}</p>}
      {result.status === 'error' && (
        <div className="chat-view__status" role="alert">
          <p>{t('topics.categoriesFailed')}</p>
          <button type="button" className="chat-link" onClick={retry}>
            {t('topics.tryAgain')}
          </button>
        </div>
      )}
      {result.status === 'ready' && result.data.categories.length === 0 && <p className="chat-view__status">{t('topics.noCategories')}</p>}
      {result.status === 'ready' && result.data.categories.length > 0 && (
        <ul className="chat-categories">
          {result.data.categories.map((category) => (
            <li key={category._id}>
              <button type="button" className="chat-category" onClick={() => onOpen(category, topic.catalogueId ?? result.data.catalogue._id)}>
                {category.image ? <img src={category.image} alt="" loading="lazy" width={44} height={44} /> : <span className="chat-category__placeholder" aria-hidden="true" />}
                <span className="chat-category__text">
                  <strong>{category.name}</strong>
                  <small>{t('topics.itemCount', { count: category.totalItems })}</small>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
