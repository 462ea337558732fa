import { ApiError, createMemoryStorage, createSafeStorage, RootStore, type ApiClient, type ChatMessage, type StorageLike } from 'shared';
import { CHAT_PATHS } from 'shared/constants';
import { anId } from 'shared/testing';
import type { z } from 'zod';
import { createChatSocket } from '../realtime/chat-socket';
import { fakeSocketFactory, type FakeSocketFactory } from '../realtime/socket-test-kit';
import { ConversationStore } from './conversation-store';
import type { PageSignals } from './page-signals';

/**
 * Test kit of the conversation: wire-valid message builders, an in-memory chat server behind a fake API
 * client, fake page signals and a store wired to them. Never imported by application code.
 */

export const CUSTOMER = { customerId: 'c0ffee0000000000000000c1', name: 'Asha', phoneNumber: '9876543210', countryCode: '+91' };

let clock = Date.parse('2025-03-12T10:00:00.000Z');
/** A server time later than every earlier one. */
export function nextServerTime(): string {
  clock += 1_000;
  return new Date(clock).toISOString();
}

export function aChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    _id: anId(),
    message: 'Hello',
    type: 'text',
    sender: 'business',
    senderId: null,
    caption: null,
    contentType: null,
    createdAt: nextServerTime(),
    clientId: CUSTOMER.customerId,
    customerId: CUSTOMER.customerId,
    clientMessageId: null,
    payload: null,
    readAt: null,
    ...overrides,
  };
}

type Body = Record<string, unknown>;

/**
 * The chat API as the server answers it, in memory: messages stored once per client id, `after`
 * honoured, mark read, uploads. `unreachable` makes every call fail as a lost network would;
 * `failNext(path, error)` makes the next call of a path fail with that error.
 */
export class FakeChatServer {
  messages: ChatMessage[] = [];
  unreachable = false;
  readAt: string | null = null;
  uploads: { kind: string | null; file: FormDataEntryValue | null }[] = [];
  readonly #failures = new Map<string, unknown>();

  readonly api = {
    get: jest.fn(async (path: string, query: Record<string, unknown> | null | undefined, schema: z.ZodType) => schema.parse(await this.#answer('GET', path, query ?? {}))),
    post: jest.fn(async (path: string, body: unknown, schema: z.ZodType) => schema.parse(await this.#answer('POST', path, body))),
  };

  failNext(path: string, error: unknown): void {
    this.#failures.set(path, error);
  }

  /** Posts of a path, in order (their bodies). */
  posted(path: string): Body[] {
    return this.api.post.mock.calls.filter(([called]) => called === path).map(([, body]) => body as Body);
  }

  add(message: ChatMessage): ChatMessage {
    this.messages.push(message);
    return message;
  }

  async #answer(method: 'GET' | 'POST', fullPath: string, input: unknown): Promise<unknown> {
    await Promise.resolve();
    const [path, search] = fullPath.split('?') as [string, string | undefined];
    if (this.unreachable) throw new ApiError(0, 'NETWORK_ERROR', 'Unable to reach the server. Please check your connection.');
    if (this.#failures.has(path)) {
      const error = this.#failures.get(path);
      this.#failures.delete(path);
      throw error;
    }
    if (method === 'GET' && path === CHAT_PATHS.messages) {
      const after = (input as { after?: string }).after;
      const list = after ? this.messages.filter((message) => message.createdAt > after) : this.messages;
      return { message: 'success', messages: list, orders: [] };
    }
    if (method === 'POST' && (path === CHAT_PATHS.sendMessage || path === CHAT_PATHS.quickReply)) {
      const body = input as Body;
      const existing = this.messages.find((message) => message.clientMessageId === body.clientMessageId);
      const stored =
        existing ??
        this.add(
          aChatMessage({
            message: String(body.message),
            type: body.type as ChatMessage['type'],
            sender: 'user',
            senderId: String(body.senderId),
            caption: (body.caption as string | null | undefined) ?? null,
            contentType: (body.contentType as string | null | undefined) ?? null,
            clientMessageId: String(body.clientMessageId),
            payload: (body.payload as ChatMessage['payload'] | undefined) ?? null,
          }),
        );
      return { message: 'success', newMessage: stored };
    }
    if (method === 'POST' && path === CHAT_PATHS.markRead) {
      this.readAt = nextServerTime();
      return { message: 'success', readAt: this.readAt };
    }
    if (method === 'POST' && path === CHAT_PATHS.upload) {
      const form = input as FormData;
      const kind = new URLSearchParams(search ?? '').get('kind');
      this.uploads.push({ kind, file: form.get('file') });
      const folder = kind === 'image' ? 'images' : 'document';
      const file = form.get('file') as File;
      return { message: 'success', data: { url: `/uploads/demo/chat-widget/${folder}/${anId()}.bin`, mimeType: file.type.split(';')[0], fileName: file.name, size: file.size } };
    }
    throw new Error(`FakeChatServer: no answer for ${method} ${fullPath}`);
  }
}

/** Network and visibility a test switches; `set` tells the store as the browser's events would. */
export function fakeSignals(initial: { online?: boolean; visible?: boolean } = {}) {
  const state = { online: initial.online ?? true, visible: initial.visible ?? true };
  const listeners = new Set<() => void>();
  const signals: PageSignals & { set(change: Partial<typeof state>): void } = {
    online: () => state.online,
    visible: () => state.visible,
    watch(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    set(change) {
      Object.assign(state, change);
      for (const listener of listeners) listener();
    },
  };
  return signals;
}

export interface ConversationSetup {
  store: ConversationStore;
  root: RootStore;
  server: FakeChatServer;
  sockets: FakeSocketFactory;
  signals: ReturnType<typeof fakeSignals>;
  /** The tab's session storage. */
  session: StorageLike & { readonly data: Map<string, string> };
}

/** A conversation store of a logged-in customer over the fake server, sockets and signals. */
export function setupConversation(options: { online?: boolean; visible?: boolean; session?: StorageLike & { readonly data: Map<string, string> }; loggedIn?: boolean } = {}): ConversationSetup {
  const server = new FakeChatServer();
  const local = createMemoryStorage();
  const session = options.session ?? createMemoryStorage();
  const root = new RootStore({
    api: server.api as unknown as ApiClient,
    window: null,
    cookies: null,
    storage: createSafeStorage({ local: () => local, session: () => createMemoryStorage() }),
    getHostname: () => 'demo.localhost',
  });
  if (options.loggedIn !== false) root.session.startSession(CUSTOMER, 'access-token');
  const sockets = fakeSocketFactory();
  const signals = fakeSignals(options);
  const store = new ConversationStore(root, {
    connectSocket: (socketOptions) => createChatSocket({ ...socketOptions, connect: sockets }),
    outboxStorage: session,
    signals,
  });
  return { store, root, server, sockets, signals, session };
}

/** Lets every pending promise of the store settle. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}
