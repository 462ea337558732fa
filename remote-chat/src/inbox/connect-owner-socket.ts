import { createChatSocket, type SocketFactory } from '../realtime';
import type { ConnectInbox } from './inbox-connection';

export interface OwnerSocketOptions {
  /** The owner's access token (`userAccessToken`), read at every (re)connect so a refreshed one is used. */
  getToken: () => string | null;
  /**
   * The server refused the handshake (an expired token, say). The socket keeps retrying with backoff;
   * this lets a REST call through the owner's client refresh the token meanwhile (or end the session).
   */
  onRefused: () => void;
  /** Tests pass a fake socket.io factory. */
  factory?: SocketFactory;
}

/**
 * The inbox's connection over the chat's one socket client: an owner's socket (no `new-user-add`; the
 * server puts it in its business's room from the token) that hears every conversation of the business.
 */
export function connectOwnerSocket(options: OwnerSocketOptions): ConnectInbox {
  return (events) => {
    const socket = createChatSocket({
      getToken: options.getToken,
      ...(options.factory ? { connect: options.factory } : {}),
      handlers: {
        onInboxMessage: events.message,
        onTyping: events.typing,
        onMessagesRead: events.read,
        onOrderUpdated: events.orderUpdated,
        onConnect: () => events.connected(),
        onDisconnect: () => events.disconnected(),
        onConnectError: () => options.onRefused(),
      },
    });
    return {
      emitTyping: (customerId, isTyping) => socket.sendTyping(isTyping, customerId),
      close: () => socket.close(),
    };
  };
}
