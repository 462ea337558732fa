import { observer } from 'mobx-react-lite';
import { RemoteView, type ChatTopic } from 'shared';
import type { ConversationStore } from '../conversation/conversation-store';
import type { ChatFlowStore } from '../flow/chat-flow-store';
import { completeCheckout } from '../flow/complete-checkout';
import { useT } from '../i18n/use-t';
import { CategoryList } from './CategoryList';
import { ItemList } from './ItemList';
import { TemplateView } from './TemplateView';
import { sendTopicCard } from './topic-card';
import { cartFrom, viewForTopic } from './topic-navigation';
import { TopicList } from './TopicList';

interface Props {
  flow: ChatFlowStore;
  conversation: ConversationStore;
  topics: readonly ChatTopic[];
}

/**
 * Topic selection (spec "Widget views"): the topic list; a custom topic posts its card and closes to the
 * chat; a catalogue topic posts its card and opens its categories, then a product or service list, then
 * the cart summary; a template topic shows its card, which Send posts before closing to the chat.
 */
export const TopicSelection = observer(function TopicSelection({ flow, conversation, topics }: Props) {
  const t = useT();
  const view = flow.topicView;

  const select = (topic: ChatTopic) => {
    if (topic.type !== 'template') sendTopicCard(conversation, topic);
    const next = viewForTopic(topic);
    if (next) flow.showTopicView(next);
    else flow.dispatch({ type: 'topic-selected' });
  };

  switch (view.name) {
    case 'topics':
      return (
        <TopicList
          topics={topics}
          onSelect={select}
          onSkip={conversation.thread.length > 0 ? () => flow.dispatch({ type: 'topics-skipped' }) : undefined}
        />
      );
    case 'template':
      return (
        <TemplateView
          topic={view.topic}
          onBack={flow.topicBack}
          onSend={() => {
            sendTopicCard(conversation, view.topic);
            flow.dispatch({ type: 'topic-selected' });
          }}
        />
      );
    case 'categories':
      return (
        <CategoryList
          topic={view.topic}
          onBack={flow.topicBack}
          onOpen={(category, catalogueId) => flow.showTopicView({ name: 'items', topic: view.topic, category, catalogueId })}
        />
      );
    case 'items':
      return (
        <ItemList
          key={view.category._id}
          category={view.category}
          catalogueId={view.catalogueId}
          onBack={flow.topicBack}
          onCart={() => flow.showTopicView(cartFrom(view))}
        />
      );
    case 'cart':
      return (
        <RemoteView
          remote="checkout"
          module="CartSummary"
          label={t('remote.cart')}
          props={{
            mode: 'customer',
            onBack: flow.topicBack,
            onOrdered: () => completeCheckout(flow, conversation),
          }}
        />
      );
  }
});
