import type { ConversationStore } from '../conversation/conversation-store';
import type { ChatFlowStore } from './chat-flow-store';

/** Orders created or an enquiry sent: back to the conversation, which fetches the confirmation when it is due. */
export function completeCheckout(flow: ChatFlowStore, conversation: ConversationStore): void {
  flow.dispatch({ type: 'checkout-completed' });
  conversation.refreshAfterConfirmation();
}

/** An enquiry sent: back to the conversation, which shows the enquiry's card and says it was sent. */
export function completeEnquiry(flow: ChatFlowStore, conversation: ConversationStore): void {
  flow.dispatch({ type: 'checkout-completed' });
  conversation.confirmEnquiry();
}
