import type { ChatTopic, ComponentPayload } from 'shared';
import type { ConversationStore } from '../conversation/conversation-store';

/** The component message's card for a topic (the contract's limits applied: a longer text is cut, a long URL left out). */
export function topicCardOf(topic: ChatTopic): ComponentPayload {
  return {
    kind: 'topic',
    topic: {
      name: topic.name.slice(0, 200),
      type: topic.type,
      description: topic.description.slice(0, 2_000),
      price: topic.price,
      image: topic.image && topic.image.length <= 2_000 ? topic.image : null,
    },
  };
}

/** The message text with the card: a custom topic's quick reply when it has one, else the topic's name. */
export function topicMessageText(topic: ChatTopic): string {
  const reply = topic.type === 'custom' ? topic.quickReply?.trim() : '';
  return reply || topic.name;
}

/** Posts the topic's card to the thread; a failure is the conversation's to show (its outbox retries). */
export function sendTopicCard(conversation: ConversationStore, topic: ChatTopic): void {
  conversation.sendComponent(topicCardOf(topic), topicMessageText(topic)).catch((error: unknown) => {
    console.error('[chat] topic message failed', error);
  });
}
