import type { InboxMessageEvent, MessagesReadEvent, OrderUpdatedEvent, TypingEvent } from 'shared';

/** What the owner's socket tells the inbox (payloads already checked against the realtime contract). */
export interface InboxEvents {
  message(event: InboxMessageEvent): void;
  typing(event: TypingEvent): void;
  read(event: MessagesReadEvent): void;
  orderUpdated(event: OrderUpdatedEvent): void;
  /** Connected, or connected again after a drop: time to fetch what was missed meanwhile. */
  connected(): void;
  disconnected(): void;
}

/** The open socket, as the inbox uses it. */
export interface InboxConnection {
  /** The owner is (or stopped) typing in `customerId`'s conversation. */
  emitTyping(customerId: string, isTyping: boolean): void;
  close(): void;
}

/** Opens the owner's socket and routes its events to `events` (tests pass a fake). */
export type ConnectInbox = (events: InboxEvents) => InboxConnection;
