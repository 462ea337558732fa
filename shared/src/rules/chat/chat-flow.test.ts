import {
  CHAT_FLOW_PROMPTS,
  CHAT_FLOW_STATES,
  initialChatFlow,
  nextChatFlow,
  stateAfterLogin,
  type ChatFlow,
  type ChatFlowContext,
  type ChatFlowEvent,
  type ChatFlowState,
  type PendingFlow,
} from './chat-flow';

const guest: ChatFlowContext = { loggedIn: false, hasTopics: true };
const guestNoTopics: ChatFlowContext = { loggedIn: false, hasTopics: false };
const customer: ChatFlowContext = { loggedIn: true, hasTopics: true };
const customerNoTopics: ChatFlowContext = { loggedIn: true, hasTopics: false };
const flow = (state: ChatFlowState, pending: PendingFlow | null = null, notice: string | null = null): ChatFlow => ({ state, pending, notice });

describe('initialChatFlow', () => {
  it.each([
    [false, 'phone-entry'],
    [true, 'chat-active'],
  ] as const)('logged in %s → %s', (loggedIn, state) => {
    expect(initialChatFlow({ loggedIn })).toEqual(flow(state));
  });
});

describe('stateAfterLogin (a correct code)', () => {
  it.each([
    [null, true, 'topic-selection'],
    [null, false, 'chat-active'],
    ['direct_buy', true, 'direct-buy'],
    ['send_enquiry_request', true, 'send-enquiry-request'],
    ['cart_summary', false, 'topic-selection-with-cart-summary'],
    ['contact_support', true, 'chat-active'],
  ] as const)('pending %s, has topics %s → %s', (pending, hasTopics, state) => {
    expect(stateAfterLogin(pending, { hasTopics })).toBe(state);
  });
});

describe('nextChatFlow', () => {
  const rows: [string, ChatFlow, ChatFlowEvent, ChatFlowContext, ChatFlow][] = [
    // login
    ['a code sent moves to the code step', flow('phone-entry'), { type: 'code-sent' }, guest, flow('code-verification')],
    ['a resent code stays on the code step', flow('code-verification'), { type: 'code-sent' }, guest, flow('code-verification')],
    ['a code sent clears the failed-session prompt', flow('phone-entry', null, 'x'), { type: 'code-sent' }, guest, flow('code-verification')],
    ['change number goes back to phone entry', flow('code-verification', 'direct_buy'), { type: 'change-number' }, guest, flow('phone-entry', 'direct_buy')],
    ['a correct code goes to the topics when there are some', flow('code-verification'), { type: 'code-verified' }, customer, flow('topic-selection')],
    ['a correct code goes to the chat without topics', flow('code-verification'), { type: 'code-verified' }, customerNoTopics, flow('chat-active')],
    ['a correct code returns to a pending direct buy', flow('code-verification', 'direct_buy'), { type: 'code-verified' }, customer, flow('direct-buy')],
    ['a correct code returns to a pending enquiry', flow('code-verification', 'send_enquiry_request'), { type: 'code-verified' }, customer, flow('send-enquiry-request')],
    ['a correct code returns to a pending cart summary', flow('code-verification', 'cart_summary'), { type: 'code-verified' }, customerNoTopics, flow('topic-selection-with-cart-summary')],
    ['a correct code returns to contact support in the chat', flow('code-verification', 'contact_support'), { type: 'code-verified' }, customer, flow('chat-active')],
    ['code-verified outside the login does nothing', flow('chat-active'), { type: 'code-verified' }, customer, flow('chat-active')],
    // session
    ['a failed session check resets to phone entry with the prompt', flow('chat-active'), { type: 'session-check-failed' }, guest, flow('phone-entry', null, CHAT_FLOW_PROMPTS.sessionCheckFailed)],
    ['a failed session check keeps the pending flow', flow('code-verification', 'send_enquiry_request'), { type: 'session-check-failed' }, guest, flow('phone-entry', 'send_enquiry_request', CHAT_FLOW_PROMPTS.sessionCheckFailed)],
    ['a failed session check in a flow makes it the pending one', flow('direct-buy'), { type: 'session-check-failed' }, guest, flow('phone-entry', 'direct_buy', CHAT_FLOW_PROMPTS.sessionCheckFailed)],
    ['a failed session check in the cart summary returns to it after the login', flow('topic-selection-with-cart-summary'), { type: 'session-check-failed' }, guest, flow('phone-entry', 'cart_summary', CHAT_FLOW_PROMPTS.sessionCheckFailed)],
    ['logout returns to phone entry and forgets the pending flow', flow('topic-selection', 'cart_summary'), { type: 'logged-out' }, guest, flow('phone-entry')],
    // topics
    ['a selected topic goes to the chat', flow('topic-selection'), { type: 'topic-selected' }, customer, flow('chat-active')],
    ['a topic from the cart summary goes to the chat', flow('topic-selection-with-cart-summary'), { type: 'topic-selected' }, customer, flow('chat-active')],
    ['the cart opens within topic selection', flow('topic-selection'), { type: 'cart-opened' }, customer, flow('topic-selection-with-cart-summary')],
    ['the cart closes back to topic selection', flow('topic-selection-with-cart-summary'), { type: 'cart-closed' }, customer, flow('topic-selection')],
    ['the chat goes back to the topics', flow('chat-active'), { type: 'browse-topics' }, customer, flow('topic-selection')],
    ['the topic list can be skipped for the conversation', flow('topic-selection'), { type: 'topics-skipped' }, customer, flow('chat-active')],
    ['skipping does nothing on the phone entry', flow('phone-entry'), { type: 'topics-skipped' }, guest, flow('phone-entry')],
    ['no topics: the chat stays', flow('chat-active'), { type: 'browse-topics' }, customerNoTopics, flow('chat-active')],
    ['a selected topic on the phone entry does nothing', flow('phone-entry'), { type: 'topic-selected' }, guest, flow('phone-entry')],
    // sources, logged in
    ['direct_buy opens the direct buy', flow('chat-active'), { type: 'open', source: 'direct_buy' }, customer, flow('direct-buy')],
    ['send_enquiry_request opens the enquiry', flow('topic-selection'), { type: 'open', source: 'send_enquiry_request' }, customer, flow('send-enquiry-request')],
    ['cart_summary opens topics with the cart', flow('chat-active'), { type: 'open', source: 'cart_summary' }, customer, flow('topic-selection-with-cart-summary')],
    ['contact_support opens the chat', flow('direct-buy'), { type: 'open', source: 'contact_support' }, customer, flow('chat-active')],
    ['orders leaves the chat side as it is', flow('direct-buy'), { type: 'open', source: 'orders' }, customer, flow('direct-buy')],
    ['a plain open leaves the state', flow('topic-selection'), { type: 'open', source: null }, customer, flow('topic-selection')],
    // sources, visitor
    ['a visitor buying sees the item before logging in', flow('phone-entry'), { type: 'open', source: 'direct_buy' }, guest, flow('without-login-direct-buy')],
    ['the visitor Buy Now asks to log in to check out, then returns to it', flow('without-login-direct-buy'), { type: 'login-to-checkout' }, guest, flow('phone-entry', 'direct_buy')],
    ['closing the visitor Buy Now returns to phone entry', flow('without-login-direct-buy'), { type: 'flow-closed' }, guest, flow('phone-entry')],
    ['a correct code after the visitor Buy Now opens the direct buy', flow('code-verification', 'direct_buy'), { type: 'code-verified' }, customer, flow('direct-buy')],
    ['a visitor on the code step keeps it', flow('code-verification'), { type: 'open', source: 'send_enquiry_request' }, guest, flow('code-verification', 'send_enquiry_request')],
    ['a visitor sees the cart without logging in', flow('phone-entry'), { type: 'open', source: 'cart_summary' }, guest, flow('without-login-cart-summary')],
    ['the visitor cart asks to log in to check out', flow('without-login-cart-summary'), { type: 'login-to-checkout' }, guest, flow('phone-entry', 'cart_summary')],
    ['closing the visitor cart returns to phone entry', flow('without-login-cart-summary'), { type: 'flow-closed' }, guest, flow('phone-entry')],
    ['contact_support as a visitor logs in first', flow('phone-entry'), { type: 'open', source: 'contact_support' }, guestNoTopics, flow('phone-entry', 'contact_support')],
    // flows
    ['closing the direct buy goes to the chat', flow('direct-buy'), { type: 'flow-closed' }, customer, flow('chat-active')],
    ['closing the enquiry goes to the chat', flow('send-enquiry-request'), { type: 'flow-closed' }, customer, flow('chat-active')],
    ['flow-closed in the chat does nothing', flow('chat-active'), { type: 'flow-closed' }, customer, flow('chat-active')],
    ['orders created from the cart summary show the chat', flow('topic-selection-with-cart-summary'), { type: 'checkout-completed' }, customer, flow('chat-active')],
    ['an order created by direct buy shows the chat', flow('direct-buy'), { type: 'checkout-completed' }, customer, flow('chat-active')],
    ['a sent enquiry shows the chat', flow('send-enquiry-request'), { type: 'checkout-completed' }, customer, flow('chat-active')],
    ['checkout-completed on the phone entry does nothing', flow('phone-entry'), { type: 'checkout-completed' }, guest, flow('phone-entry')],
    // guards
    ['a visitor never stays in a logged-in state', flow('chat-active'), { type: 'open', source: null }, guest, flow('phone-entry')],
    ['a logged-in customer leaves the phone entry', flow('phone-entry'), { type: 'open', source: null }, customerNoTopics, flow('chat-active')],
  ];

  it.each(rows)('%s', (_name, from, event, context, to) => {
    expect(nextChatFlow(from, event, context)).toEqual(to);
  });

  it('every state is reachable from the start', () => {
    const reached = new Set<ChatFlowState>(rows.map(([, , , , to]) => to.state));
    expect([...CHAT_FLOW_STATES].filter((state) => !reached.has(state))).toEqual([]);
  });
});
