import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { loadContracts, type RootStore } from 'shared';
import { CHAT_PATHS, SOCKET_EVENTS, SOCKET_PATH, SOCKET_TRANSPORT_OPTIONS } from 'shared/constants';

/** The part of a socket.io client socket the watch uses (a test passes a fake with the same shape). */
export type UnreadSocket = Pick<Socket, 'on' | 'emit' | 'connect' | 'disconnect' | 'active'>;
export type UnreadSocketFactory = (options: Partial<ManagerOptions & SocketOptions>) => UnreadSocket;

/** A refused handshake (an expired token) is tried again after this long, doubling up to the cap. */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;

const defaultFactory: UnreadSocketFactory = (options) => io(options);

/**
 * Keeps the phone's Chat badge right on a page without the chat widget: the customer's unread count
 * from the server at once, and again whenever the realtime socket says the conversation changed (a
 * message for the customer, a read receipt) or it (re)joined the conversation's room, so what a dropped
 * connection missed is counted too. Each count is the server's whole answer, never added to, so the
 * chat widget counting the same message on its own socket cannot make it count twice. Answers the stop.
 */
export function watchUnread(store: RootStore, customerId: string, connect: UnreadSocketFactory = defaultFactory): () => void {
  let stopped = false;
  let asking = false;
  let askAgain = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const refresh = async (): Promise<void> => {
    if (stopped) return;
    if (asking) {
      askAgain = true;
      return;
    }
    asking = true;
    try {
      // the schema straight from the contracts' chunk: no reference to it in the module every page loads
      const { unreadCountAnswerSchema } = await loadContracts();
      const answer = await store.api.get(CHAT_PATHS.unreadCount, { customerId }, unreadCountAnswerSchema);
      if (!stopped) store.ui.setUnreadCount(answer.unreadCount);
    } catch {
      // the badge keeps what it showed; a refused token is the API client's to refresh or end
    } finally {
      asking = false;
    }
    if (askAgain) {
      askAgain = false;
      await refresh();
    }
  };

  const socket = connect({
    path: SOCKET_PATH,
    ...SOCKET_TRANSPORT_OPTIONS,
    // a function, so each attempt carries the token of that moment
    auth: (cb: (data: object) => void) => cb({ token: store.session.getAccessToken() ?? '' }),
    reconnection: true,
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 30_000,
    autoConnect: false,
  });
  socket.on('connect', () => {
    failures = 0;
    // in the conversation's room only after new-user-add: counted once joined, so nothing falls in between
    socket.emit(SOCKET_EVENTS.newUserAdd, customerId, () => void refresh());
  });
  socket.on(SOCKET_EVENTS.chatMessage, (message: { clientId?: unknown; sender?: unknown }) => {
    if (message?.clientId === customerId && message.sender !== 'user') void refresh();
  });
  socket.on(SOCKET_EVENTS.messagesRead, () => void refresh());
  /** socket.io gave up: the REST call refreshes an expired token, then the socket tries again. */
  const retryLater = () => {
    failures += 1;
    clearTimeout(retry);
    retry = setTimeout(() => void refresh().then(() => !stopped && socket.connect()), Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (failures - 1)));
  };
  socket.on('connect_error', () => {
    // a refused handshake
    if (socket.active || stopped) return;
    retryLater();
  });
  socket.on('disconnect', (reason: string) => {
    // the server ends a socket when its token expires; socket.io does not retry a server's disconnect
    if (reason === 'io server disconnect' && !stopped) retryLater();
  });

  void refresh();
  socket.connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    socket.disconnect();
  };
}
