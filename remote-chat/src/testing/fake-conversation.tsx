/**
 * Stand-ins for the conversation store, its view and the History tab, for the shell's tests (the real
 * ones connect sockets and load orders; their own tests cover them). Used through jest.mock:
 *   jest.mock('../conversation/conversation-store', () => jest.requireActual('./fake-conversation').conversationStoreModule);
 */
import type { RootStore } from 'shared';

export interface FakeConversation {
  start: jest.Mock;
  stop: jest.Mock;
  sendText: jest.Mock;
  sendComponent: jest.Mock;
  addLocalSystemMessage: jest.Mock;
  refreshAfterConfirmation: jest.Mock;
  confirmEnquiry: jest.Mock;
  sync: jest.Mock;
  messages: never[];
  orders: never[];
  /** What the thread shows; tests push items to play a customer who has written before. */
  thread: unknown[];
}

const conversations = new WeakMap<RootStore, FakeConversation>();

/** The page's (fake) conversation for this root store. */
export function conversationOf(root: RootStore): FakeConversation {
  let conversation = conversations.get(root);
  if (!conversation) {
    conversation = {
      start: jest.fn(),
      stop: jest.fn(),
      sendText: jest.fn(async () => undefined),
      sendComponent: jest.fn(async () => undefined),
      addLocalSystemMessage: jest.fn(),
      refreshAfterConfirmation: jest.fn(),
      confirmEnquiry: jest.fn(),
      sync: jest.fn(async () => undefined),
      messages: [],
      orders: [],
      thread: [],
    };
    conversations.set(root, conversation);
  }
  return conversation;
}

export const conversationStoreModule = {
  getConversationStore: conversationOf,
  ConversationStore: class {},
};

export const conversationViewModule = {
  ConversationView: ({ themeColor }: { themeColor: string }) => <div data-testid="conversation" data-theme={themeColor} />,
};

export const historyTabModule = {
  HistoryTab: () => <p>History body</p>,
};
