import type { CHAT_SOURCES } from '../constants';

/** The chat widget's states (chat spec section 2 "Chat states"). */
export const CHAT_FLOW_STATES = [
  'phone-entry',
  'code-verification',
  'topic-selection',
  /** Topic selection showing the cart summary view (spec: "topic-selection (also with cart summary view)"). */
  'topic-selection-with-cart-summary',
  'direct-buy',
  'send-enquiry-request',
  'chat-active',
  'without-login-cart-summary',
  /** A visitor's Buy Now: the item and its price, then Login to Checkout (as the visitor's cart). */
  'without-login-direct-buy',
] as const;
export type ChatFlowState = (typeof CHAT_FLOW_STATES)[number];

type ChatSource = (typeof CHAT_SOURCES)[number];
/** A `source` that opens a flow of its own; held through the login ("back to the pending source flow"). */
export type PendingFlow = Exclude<ChatSource, 'orders'>;

/** Lines the widget shows above the phone entry (the spec names the prompt, not its words). */
export const CHAT_FLOW_PROMPTS = {
  /** Above the phone entry of a visitor. */
  phoneEntry: 'Please enter your phone number to start chatting with us.',
  /** Spec: "A failed session check resets to phone-entry with a system prompt." */
  sessionCheckFailed: 'Your session has expired. Please verify your phone number to continue.',
} as const;

export interface ChatFlow {
  state: ChatFlowState;
  /** The source flow to go back to once the customer is logged in. */
  pending: PendingFlow | null;
  /** A system line shown with the phone entry (the failed session check's prompt); null for the usual one. */
  notice: string | null;
}

/** What the transitions read besides the event. */
export interface ChatFlowContext {
  /** A customer is logged in (phone-code verified). */
  loggedIn: boolean;
  /** The widget's settings list at least one topic. */
  hasTopics: boolean;
}

export type ChatFlowEvent =
  /** The widget was opened, for a flow when `source` is given (`orders` only picks the History tab). */
  | { type: 'open'; source: ChatSource | null }
  /** The code went out: enter it. A resend keeps the code step. */
  | { type: 'code-sent' }
  /** "Change number" on the code step. */
  | { type: 'change-number' }
  /** The code was right and the session started. */
  | { type: 'code-verified' }
  /** The server refused the restored session. */
  | { type: 'session-check-failed' }
  | { type: 'logged-out' }
  /** A topic was picked and its component message sent (custom, template), or a flow finished in the chat. */
  | { type: 'topic-selected' }
  /** The cart summary view opened or closed inside topic selection. */
  | { type: 'cart-opened' }
  | { type: 'cart-closed' }
  /** From the chat, back to the topics. */
  | { type: 'browse-topics' }
  /** From the topic list straight to the conversation, without picking a topic (a returning customer). */
  | { type: 'topics-skipped' }
  /** A direct-buy or enquiry view was closed (its data removed or cleared): back to the chat. */
  | { type: 'flow-closed' }
  /** The visitor's cart summary or Buy Now summary asks to log in to check out. */
  | { type: 'login-to-checkout' }
  /** Orders were created (cart summary or direct buy) or the enquiry was sent: the conversation shows the confirmation. */
  | { type: 'checkout-completed' };

/** States only a logged-in customer may be in. */
const LOGGED_IN_STATES: readonly ChatFlowState[] = ['topic-selection', 'topic-selection-with-cart-summary', 'direct-buy', 'send-enquiry-request', 'chat-active'];
const LOGIN_STATES: readonly ChatFlowState[] = ['phone-entry', 'code-verification'];

/** Where a logged-in customer lands for a source flow. */
function flowState(source: PendingFlow): ChatFlowState {
  switch (source) {
    case 'direct_buy':
      return 'direct-buy';
    case 'send_enquiry_request':
      return 'send-enquiry-request';
    case 'cart_summary':
      return 'topic-selection-with-cart-summary';
    case 'contact_support':
      return 'chat-active';
  }
}

/** The source flow a state belongs to, so a customer sent back to log in returns to it. */
function flowOf(state: ChatFlowState): PendingFlow | null {
  switch (state) {
    case 'direct-buy':
      return 'direct_buy';
    case 'send-enquiry-request':
      return 'send_enquiry_request';
    case 'topic-selection-with-cart-summary':
      return 'cart_summary';
    default:
      return null;
  }
}

/** Where a correct code leads: the pending source flow, else the topics when there are any, else the chat. */
export function stateAfterLogin(pending: PendingFlow | null, context: Pick<ChatFlowContext, 'hasTopics'>): ChatFlowState {
  if (pending) return flowState(pending);
  return context.hasTopics ? 'topic-selection' : 'chat-active';
}

/** The state the widget starts in: the chat for a logged-in customer (restored session), else phone entry. */
export function initialChatFlow(context: Pick<ChatFlowContext, 'loggedIn'>): ChatFlow {
  return { state: context.loggedIn ? 'chat-active' : 'phone-entry', pending: null, notice: null };
}

function open(flow: ChatFlow, source: ChatSource | null, context: ChatFlowContext): ChatFlow {
  if (source === null || source === 'orders') return flow;
  if (context.loggedIn) return { state: flowState(source), pending: null, notice: null };
  // a visitor may look at the cart or the Buy Now item without logging in; every other flow waits for the login
  if (source === 'cart_summary') return { ...flow, state: 'without-login-cart-summary', pending: null };
  if (source === 'direct_buy') return { ...flow, state: 'without-login-direct-buy', pending: null };
  return { ...flow, state: flow.state === 'code-verification' ? 'code-verification' : 'phone-entry', pending: source };
}

function step(flow: ChatFlow, event: ChatFlowEvent, context: ChatFlowContext): ChatFlow {
  const at = (...states: ChatFlowState[]) => states.includes(flow.state);
  switch (event.type) {
    case 'open':
      return open(flow, event.source, context);
    case 'code-sent':
      return at('phone-entry', 'code-verification') ? { ...flow, state: 'code-verification', notice: null } : flow;
    case 'change-number':
      return at('code-verification') ? { ...flow, state: 'phone-entry' } : flow;
    case 'code-verified':
      return at(...LOGIN_STATES) ? { state: stateAfterLogin(flow.pending, context), pending: null, notice: null } : flow;
    case 'session-check-failed':
      // the flow the customer was in waits for the new login
      return { state: 'phone-entry', pending: flow.pending ?? flowOf(flow.state), notice: CHAT_FLOW_PROMPTS.sessionCheckFailed };
    case 'logged-out':
      return { state: 'phone-entry', pending: null, notice: null };
    case 'topic-selected':
      return at('topic-selection', 'topic-selection-with-cart-summary') ? { ...flow, state: 'chat-active' } : flow;
    case 'cart-opened':
      return at('topic-selection') ? { ...flow, state: 'topic-selection-with-cart-summary' } : flow;
    case 'cart-closed':
      return at('topic-selection-with-cart-summary') ? { ...flow, state: 'topic-selection' } : flow;
    case 'browse-topics':
      return at('chat-active') && context.hasTopics ? { ...flow, state: 'topic-selection' } : flow;
    case 'topics-skipped':
      return at('topic-selection') ? { ...flow, state: 'chat-active' } : flow;
    case 'flow-closed':
      if (at('direct-buy', 'send-enquiry-request')) return { ...flow, state: 'chat-active' };
      return at('without-login-cart-summary', 'without-login-direct-buy') ? { ...flow, state: 'phone-entry' } : flow;
    case 'login-to-checkout':
      if (at('without-login-direct-buy')) return { ...flow, state: 'phone-entry', pending: 'direct_buy' };
      return at('without-login-cart-summary') ? { ...flow, state: 'phone-entry', pending: 'cart_summary' } : flow;
    case 'checkout-completed':
      return at('topic-selection', 'topic-selection-with-cart-summary', 'direct-buy', 'send-enquiry-request') ? { ...flow, state: 'chat-active' } : flow;
  }
}

/**
 * The chat flow's transitions (chat spec section 4): phone entry → code verification when a code is
 * sent; a correct code → the pending source flow, else topic selection when the widget has topics,
 * else the chat; a failed session check → phone entry with a system prompt; selecting a topic → the
 * chat. An event that does not apply to the current state leaves it as it is. Whatever the event, a
 * visitor is never left in a state that needs a login: those fall back to phone entry.
 */
export function nextChatFlow(flow: ChatFlow, event: ChatFlowEvent, context: ChatFlowContext): ChatFlow {
  const next = step(flow, event, context);
  if (!context.loggedIn && LOGGED_IN_STATES.includes(next.state)) return { ...next, state: 'phone-entry' };
  if (context.loggedIn && LOGIN_STATES.includes(next.state) && event.type !== 'logged-out' && event.type !== 'session-check-failed') {
    // a customer who is logged in has nothing to enter: the chat, or the flow that was waiting
    return { state: stateAfterLogin(next.pending, context), pending: null, notice: null };
  }
  return next;
}
