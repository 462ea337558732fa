import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { type ChatSource, type RootStore } from 'shared';
import { CHAT_FLOW_PROMPTS, initialChatFlow, nextChatFlow, type ChatFlow, type ChatFlowContext, type ChatFlowEvent, type ChatFlowState } from 'shared/rules';
import { sayShared } from '../i18n/shared-texts';
import { chatMessages } from '../i18n/use-t';
import { LoginFormStore } from '../login/login-form-store';
import { PHONE_ENTRY_PROMPTS } from '../login/login-prompts';
import { backFrom, TOPICS_VIEW, type TopicView } from '../topics/topic-navigation';

/** The widget's two tabs. */
export type ChatTab = 'chat' | 'history';

/**
 * Where the widget is: its state (the `chat-flow` rule), the tab, and the place inside topic selection.
 * One per page, shared by the desktop panel and the mobile /chat page, so closing and reopening the
 * panel keeps the customer where they were. Views read it and call its actions; the transitions
 * themselves are the pure `nextChatFlow`.
 */
export class ChatFlowStore {
  flow: ChatFlow;
  tab: ChatTab = 'chat';
  /** The widget's settings list topics (a correct code then leads to topic selection). */
  hasTopics = false;
  /** The place inside topic selection: the list, a catalogue's categories or items, a template, the cart. */
  topicView: TopicView = TOPICS_VIEW;
  /** The phone and code forms. */
  readonly login: LoginFormStore;

  readonly root: RootStore;
  #checkingSession = false;
  readonly #disposeLogoutWatch: () => void;

  constructor(root: RootStore) {
    this.root = root;
    this.flow = initialChatFlow({ loggedIn: root.session.isLoggedIn });
    this.login = new LoginFormStore(root, this);
    // phonePrompt reads the language's catalogue, which MobX does not watch: a plain getter, never a cached computed
    makeAutoObservable(this, { root: false, login: false, phonePrompt: false }, { autoBind: true });
    // a logout anywhere (the header, /logout, a token the API refused) returns the widget to phone entry
    this.#disposeLogoutWatch = reaction(
      () => root.session.isLoggedIn,
      (loggedIn) => {
        if (!loggedIn && !this.#checkingSession) this.dispatch({ type: 'logged-out' });
      },
    );
  }

  get state(): ChatFlowState {
    return this.flow.state;
  }

  /**
   * The line above the phone entry: the failed session check's notice, else what the login is for when
   * it interrupts a checkout (cart or Buy Now) or an enquiry, else the chat's own prompt; in the page's language.
   */
  get phonePrompt(): string {
    const { notice, pending } = this.flow;
    const t = chatMessages.now(this.root.locale);
    const prompt = pending ? PHONE_ENTRY_PROMPTS[pending] : undefined;
    return notice ? sayShared(t, notice) : prompt ? t(prompt) : sayShared(t, CHAT_FLOW_PROMPTS.phoneEntry);
  }

  get context(): ChatFlowContext {
    return { loggedIn: this.root.session.isLoggedIn, hasTopics: this.hasTopics };
  }

  /** The widget's settings: whether it has topics. */
  configure(options: { hasTopics: boolean }): void {
    this.hasTopics = options.hasTopics;
  }

  dispatch(event: ChatFlowEvent): void {
    const before = this.flow.state;
    this.flow = nextChatFlow(this.flow, event, this.context);
    this.#followTopicView(before);
  }

  /**
   * The widget was opened (`chat=open`, a product's action, the header's cart, the mobile /chat page):
   * `orders` shows the History tab; a flow source shows the Chat tab in that flow.
   */
  openFrom(source: ChatSource | null): void {
    if (source === 'orders') {
      this.tab = 'history';
      return;
    }
    if (source !== null) this.tab = 'chat';
    this.dispatch({ type: 'open', source });
  }

  selectTab(tab: ChatTab): void {
    this.tab = tab;
  }

  /** Moves inside topic selection; the cart view is the spec's "topic-selection with cart summary". */
  showTopicView(view: TopicView): void {
    this.topicView = view;
    this.dispatch({ type: view.name === 'cart' ? 'cart-opened' : 'cart-closed' });
  }

  /** Back inside topic selection (item list → categories → topics; cart → categories). */
  topicBack(): void {
    this.showTopicView(backFrom(this.topicView));
  }

  /**
   * The server's check of a restored session, once per page: a refusal clears the session and sends the
   * widget to phone entry with the system prompt. No answer (offline) keeps the session for now.
   */
  async checkSession(): Promise<void> {
    const { session } = this.root;
    if (!session.isLoggedIn || session.verified || this.#checkingSession) return;
    this.#checkingSession = true;
    try {
      const result = await session.verifyRestoredSession();
      if (result === 'rejected') this.dispatch({ type: 'session-check-failed' });
    } finally {
      runInAction(() => {
        this.#checkingSession = false;
      });
    }
  }

  /** Stops watching the session (tests). */
  dispose(): void {
    this.#disposeLogoutWatch();
  }

  /** Keeps the place inside topic selection in step with the state. */
  #followTopicView(before: ChatFlowState): void {
    const { state } = this.flow;
    if (state === 'topic-selection-with-cart-summary' && this.topicView.name !== 'cart') {
      this.topicView = { name: 'cart', topic: null };
    } else if (state === 'topic-selection' && this.topicView.name === 'cart') {
      this.topicView = backFrom(this.topicView);
    } else if (state === 'topic-selection' && before !== 'topic-selection' && before !== 'topic-selection-with-cart-summary') {
      this.topicView = TOPICS_VIEW;
    }
  }
}

let instance: ChatFlowStore | null = null;

/** The page's one chat flow store. */
export function getChatFlowStore(root: RootStore): ChatFlowStore {
  if (instance?.root !== root) {
    instance?.dispose();
    instance = new ChatFlowStore(root);
  }
  return instance;
}
