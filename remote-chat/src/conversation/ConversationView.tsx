// SEAM (to be replaced by its owner): the thread and composer of the chat-active state.
import type { ConversationStore } from './conversation-store';

export interface ConversationViewProps {
  store: ConversationStore;
  /** The widget's theme colour (the customer's bubbles and the send button). */
  themeColor: string;
}

/** The thread (messages with time and ticks, typing indicator) and the composer below it. */
export function ConversationView(_props: ConversationViewProps) {
  return <div className="conversation" />;
}
