import type { ChatTopic, TopicCategory } from 'shared';

/**
 * The places inside topic selection (chat spec "Widget views"): the topic list, a template topic's
 * card, a catalogue topic's categories, a category's product or service list, and the cart summary.
 */
export type TopicView =
  | { name: 'topics' }
  | { name: 'template'; topic: ChatTopic }
  | { name: 'categories'; topic: ChatTopic }
  | { name: 'items'; topic: ChatTopic; category: TopicCategory; catalogueId: string }
  /** The cart summary; `topic` is the catalogue it was opened from, null when opened on its own. */
  | { name: 'cart'; topic: ChatTopic | null };

export const TOPICS_VIEW: TopicView = { name: 'topics' };

/**
 * Back (spec: "Back goes item list to categories, categories to topics, cart to categories"). A cart
 * opened on its own (the header's cart, `source=cart_summary`) has no categories to go back to: topics.
 */
export function backFrom(view: TopicView): TopicView {
  switch (view.name) {
    case 'items':
      return { name: 'categories', topic: view.topic };
    case 'cart':
      return view.topic ? { name: 'categories', topic: view.topic } : TOPICS_VIEW;
    case 'categories':
    case 'template':
    case 'topics':
      return TOPICS_VIEW;
  }
}

/** The cart summary, opened from an item list (the cart button) or on its own. */
export function cartFrom(view: TopicView): TopicView {
  return { name: 'cart', topic: view.name === 'items' || view.name === 'categories' ? view.topic : null };
}

/** Where picking a topic leads: custom topics close to the chat (null), the others to their view. */
export function viewForTopic(topic: ChatTopic): TopicView | null {
  switch (topic.type) {
    case 'catalogue':
      return { name: 'categories', topic };
    case 'template':
      return { name: 'template', topic };
    case 'custom':
      return null;
  }
}
