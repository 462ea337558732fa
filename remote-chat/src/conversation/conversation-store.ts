// SEAM (to be replaced by its owner): the interface the widget shell codes against.
import { makeAutoObservable } from 'mobx';
import type { ChatMessage, ComponentPayload, RootStore } from 'shared';

/**
 * The customer's conversation with the business: the thread, the outbox of unsent messages and the
 * realtime socket. One per page, shared by the desktop panel and the mobile /chat page.
 */
export class ConversationStore {
  messages: ChatMessage[] = [];
  readonly root: RootStore;

  constructor(root: RootStore) {
    this.root = root;
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  /** Logged in, allowed and not editing: load the thread and connect the socket. Calling it again is harmless. */
  start(): void {}

  /** Logout, edit mode, or no chat on the site: disconnect and forget the thread. */
  stop(): void {}

  /** Sends a text message (trimmed text must be non-empty). */
  async sendText(_text: string): Promise<void> {}

  /** Sends a component message (topic card, order status...): a card in the thread. */
  async sendComponent(_payload: ComponentPayload, _text: string): Promise<void> {}

  /** A line only this page shows (the widget's own prompts), after the 2 s typing indicator when asked. */
  addLocalSystemMessage(_text: string, _options: { typingFirst?: boolean } = {}): void {}
}

let instance: ConversationStore | null = null;

/** The page's one conversation store. */
export function getConversationStore(root: RootStore): ConversationStore {
  instance ??= new ConversationStore(root);
  return instance;
}
