import { type ChatTopic } from 'shared';
import { formatInrWhole } from 'shared/format';
import { useT } from '../i18n/use-t';

interface Props {
  topics: readonly ChatTopic[];
  onSelect: (topic: ChatTopic) => void;
  /** Straight to the conversation without a topic; shown when the customer has written before. */
  onSkip?: () => void;
}

/** The widget's topics: what the customer can start with (custom, catalogue or template). */
export function TopicList({ topics, onSelect, onSkip }: Props) {
  const t = useT();
  return (
    <div className="chat-topics">
      <p className="chat-system-line">{t('topics.question')}</p>
      <ul className="chat-topics__list">
        {topics.map((topic, index) => (
          <li key={`${topic.name}-${index}`}>
            <button type="button" className="chat-topic" onClick={() => onSelect(topic)}>
              {topic.image && <img className="chat-topic__image" src={topic.image} alt="" loading="lazy" width={48} height={48} />}
              <span className="chat-topic__text">
                <strong className="chat-topic__name">{topic.name}</strong>
                {topic.description && <span className="chat-topic__description">{topic.description}</span>}
                {topic.price !== null && <span className="chat-topic__price">{formatInrWhole(topic.price)}</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {onSkip && (
        <button type="button" className="chat-link chat-topics__skip" onClick={onSkip}>
          {t('topics.continue')}
        </button>
      )}
    </div>
  );
}
