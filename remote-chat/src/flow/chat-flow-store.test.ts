import { ApiError, createMemoryStorage, createSafeStorage, RootStore, type ApiClient, type TopicCategory } from 'shared';
import { CUSTOMER_AUTH_PATHS } from 'shared/constants';
import { CHAT_FLOW_PROMPTS } from 'shared/rules';
import { CUSTOMER, aTopic, fakeChatApi, type FakeChatApi } from '../testing/widget-test-kit';
import { ChatFlowStore } from './chat-flow-store';

function setup(api: FakeChatApi = fakeChatApi(), loggedIn = false) {
  const root = new RootStore({
    api: api as unknown as ApiClient,
    window: null,
    cookies: null,
    storage: createSafeStorage({ local: () => createMemoryStorage(), session: () => null }),
    getHostname: () => 'demo.localhost',
  });
  if (loggedIn) root.session.startSession(CUSTOMER, 'token-1');
  const flow = new ChatFlowStore(root);
  flow.configure({ hasTopics: true });
  return { root, flow, api };
}

const catalogueTopic = aTopic({ name: 'Shop Sarees', type: 'catalogue', quickReply: null, catalogueType: 'product', catalogueId: 'a'.repeat(24) });
const category: TopicCategory = { _id: 'c'.repeat(24), name: 'Silk', image: null, totalItems: 2, type: 'product', slug: 'silk' };

describe('ChatFlowStore', () => {
  it('starts at phone entry for a visitor and in the chat for a restored session', () => {
    expect(setup().flow.state).toBe('phone-entry');
    expect(setup(fakeChatApi(), true).flow.state).toBe('chat-active');
  });

  it('a refused restored session clears it and returns to phone entry with the system prompt, keeping the pending flow', async () => {
    const { flow, root } = setup(
      fakeChatApi({
        [CUSTOMER_AUTH_PATHS.verifySession]: () => {
          throw new ApiError(403, 'SESSION_MISMATCH', 'Session does not match');
        },
      }),
      true,
    );
    flow.openFrom('direct_buy');
    expect(flow.state).toBe('direct-buy');
    await flow.checkSession();
    expect(root.session.isLoggedIn).toBe(false);
    expect(flow.flow).toEqual({ state: 'phone-entry', pending: 'direct_buy', notice: CHAT_FLOW_PROMPTS.sessionCheckFailed });
  });

  it.each([
    ['the cart, to check out', (flow: ChatFlowStore) => {
      flow.openFrom('cart_summary');
      flow.dispatch({ type: 'login-to-checkout' });
    }, 'Please enter your phone number to check out.'],
    ['Buy Now, to check out', (flow: ChatFlowStore) => {
      flow.openFrom('direct_buy');
      flow.dispatch({ type: 'login-to-checkout' });
    }, 'Please enter your phone number to check out.'],
    ['an enquiry', (flow: ChatFlowStore) => flow.openFrom('send_enquiry_request'), 'Please enter your phone number to send your enquiry.'],
    ['the chat itself', (flow: ChatFlowStore) => flow.openFrom(null), CHAT_FLOW_PROMPTS.phoneEntry],
    ['contact support', (flow: ChatFlowStore) => flow.openFrom('contact_support'), CHAT_FLOW_PROMPTS.phoneEntry],
  ])('asks a visitor reaching the login from %s for the number in those words', (_from, reach, prompt) => {
    const { flow } = setup();
    reach(flow);
    expect(flow.state).toBe('phone-entry');
    expect(flow.phonePrompt).toBe(prompt);
  });

  it('a failed session check\'s notice wins over the checkout prompt', async () => {
    const { flow } = setup(
      fakeChatApi({
        [CUSTOMER_AUTH_PATHS.verifySession]: () => {
          throw new ApiError(401, 'TOKEN_INVALID', 'Invalid token');
        },
      }),
      true,
    );
    flow.openFrom('direct_buy');
    await flow.checkSession();
    expect(flow.phonePrompt).toBe(CHAT_FLOW_PROMPTS.sessionCheckFailed);
  });

  it('keeps the session and the state when the server cannot be reached', async () => {
    const { flow, root } = setup(
      fakeChatApi({
        [CUSTOMER_AUTH_PATHS.verifySession]: () => {
          throw new ApiError(0, 'NETWORK_ERROR', 'offline');
        },
      }),
      true,
    );
    await flow.checkSession();
    expect(root.session.isLoggedIn).toBe(true);
    expect(flow.state).toBe('chat-active');
  });

  it('checks nothing for a visitor or an already verified session', async () => {
    const { flow, api } = setup();
    await flow.checkSession();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('a logout anywhere returns to phone entry', () => {
    const { flow, root } = setup(fakeChatApi(), true);
    root.session.endSession();
    expect(flow.flow).toEqual({ state: 'phone-entry', pending: null, notice: null });
  });

  it('source orders picks the History tab; a flow source the Chat tab', () => {
    const { flow } = setup(fakeChatApi(), true);
    flow.openFrom('orders');
    expect(flow.tab).toBe('history');
    expect(flow.state).toBe('chat-active');
    flow.openFrom('cart_summary');
    expect(flow.tab).toBe('chat');
    expect(flow.state).toBe('topic-selection-with-cart-summary');
    expect(flow.topicView).toEqual({ name: 'cart', topic: null });
  });

  it('keeps the topic view and the state in step: the cart is topic selection with the cart summary', () => {
    const { flow } = setup(fakeChatApi(), true);
    flow.dispatch({ type: 'browse-topics' });
    expect(flow.topicView).toEqual({ name: 'topics' });
    flow.showTopicView({ name: 'categories', topic: catalogueTopic });
    flow.showTopicView({ name: 'items', topic: catalogueTopic, category, catalogueId: 'a'.repeat(24) });
    flow.showTopicView({ name: 'cart', topic: catalogueTopic });
    expect(flow.state).toBe('topic-selection-with-cart-summary');
    flow.topicBack();
    expect(flow.state).toBe('topic-selection');
    expect(flow.topicView).toEqual({ name: 'categories', topic: catalogueTopic });
    flow.topicBack();
    expect(flow.topicView).toEqual({ name: 'topics' });
  });

  it('topics open at the list when coming back from the chat', () => {
    const { flow } = setup(fakeChatApi(), true);
    flow.dispatch({ type: 'browse-topics' });
    flow.showTopicView({ name: 'categories', topic: catalogueTopic });
    flow.dispatch({ type: 'topic-selected' });
    flow.dispatch({ type: 'browse-topics' });
    expect(flow.topicView).toEqual({ name: 'topics' });
  });
});
