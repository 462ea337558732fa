/**
 * The pure side of the realtime part: which message went to whom, what arrived where, and the figures
 * that follow (delivered, lost, misdelivered, duplicated, round trips).
 */
import { percentile, perSecond } from './stats';

export interface SentMessage {
  customerId: string;
  sentAt: number;
  /** False when the send route did not answer 200. */
  accepted: boolean;
}

/** Tracks a run: `sent` when a message leaves, `received` when a socket hears it. */
export class DeliveryLedger {
  readonly sent = new Map<string, SentMessage>();
  readonly roundTripsMs: number[] = [];
  private readonly seen = new Set<string>();
  misdelivered = 0;
  duplicates = 0;
  unknown = 0;
  firstSentAt = Number.POSITIVE_INFINITY;
  lastReceivedAt = 0;

  send(tag: string, customerId: string, at: number): void {
    this.sent.set(tag, { customerId, sentAt: at, accepted: true });
    this.firstSentAt = Math.min(this.firstSentAt, at);
  }

  refused(tag: string): void {
    const message = this.sent.get(tag);
    if (message) message.accepted = false;
  }

  /** A socket of `listener` heard message `tag` (its text) addressed to `addressedTo` at `at`. */
  receive(tag: string, listener: string, addressedTo: string, at: number): void {
    const message = this.sent.get(tag);
    if (!message) {
      this.unknown += 1;
      return;
    }
    if (listener !== message.customerId || addressedTo !== message.customerId) {
      this.misdelivered += 1;
      return;
    }
    if (this.seen.has(tag)) {
      this.duplicates += 1;
      return;
    }
    this.seen.add(tag);
    this.roundTripsMs.push(at - message.sentAt);
    this.lastReceivedAt = Math.max(this.lastReceivedAt, at);
  }

  get delivered(): number {
    return this.seen.size;
  }

  figures(): DeliveryFigures {
    const refused = [...this.sent.values()].filter((m) => !m.accepted).length;
    return {
      sent: this.sent.size,
      refused,
      delivered: this.delivered,
      lost: this.sent.size - this.delivered,
      misdelivered: this.misdelivered,
      duplicates: this.duplicates,
      deliveredPerSecond: perSecond(this.delivered, this.lastReceivedAt - this.firstSentAt),
      p50Ms: percentile(this.roundTripsMs, 50),
      p99Ms: percentile(this.roundTripsMs, 99),
      maxMs: this.roundTripsMs.length ? Math.max(...this.roundTripsMs) : Number.NaN,
    };
  }
}

export interface DeliveryFigures {
  sent: number;
  /** Sends the API did not answer 200 (counted as lost too). */
  refused: number;
  delivered: number;
  lost: number;
  misdelivered: number;
  duplicates: number;
  deliveredPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** How many messages should have left by `elapsedMs` at `rate` a second (an open loop: late sends catch up). */
export const dueBy = (elapsedMs: number, rate: number, total: number) => Math.min(total, Math.floor((elapsedMs * rate) / 1000));
