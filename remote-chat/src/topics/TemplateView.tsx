import { type ChatTopic } from 'shared';
import { formatInrWhole } from 'shared/format';
import { useT } from '../i18n/use-t';
import { TopicHeader } from './TopicHeader';

interface Props {
  topic: ChatTopic;
  onBack: () => void;
  /** Sends the topic's card to the chat and closes to it. */
  onSend: () => void;
}

/**
 * A template topic's card, by its `templateKey` (kept on the card as `data-template`, the hook for a
 * template's own look): the topic's picture, name, description and price, and Send to post it.
 */
export function TemplateView({ topic, onBack, onSend }: Props) {
  const t = useT();
  return (
    <div className="chat-view">
      <TopicHeader title={topic.name} onBack={onBack} />
      <article className="chat-template" data-template={topic.templateKey ?? undefined}>
        {topic.image && <img className="chat-template__image" src={topic.image} alt="" loading="lazy" />}
        <div className="chat-template__body">
          <h4 className="chat-template__title">{topic.name}</h4>
          {topic.description && <p className="chat-template__text">{topic.description}</p>}
          {topic.price !== null && <p className="chat-template__price">{formatInrWhole(topic.price)}</p>}
          <button type="button" className="chat-primary-button" onClick={onSend}>
            {t('topics.send')}
          </button>
        </div>
      </article>
    </div>
  );
}
