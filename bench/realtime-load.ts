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

  /** What one client process reports: its counts and its raw samples, merged across processes by `mergeWorkers`. */
  workerFigures(callMs: number[], refusals: Record<string, number>, loopDelayP99Ms: number, sockets: number): WorkerFigures {
    return {
      sockets,
      sent: this.sent.size,
      refused: [...this.sent.values()].filter((m) => !m.accepted).length,
      delivered: this.delivered,
      // a message this process never sent reached one of its sockets: it was meant for another's
      misdelivered: this.misdelivered + this.unknown,
      duplicates: this.duplicates,
      roundTripsMs: this.roundTripsMs,
      callMs,
      refusals,
      loopDelayP99Ms,
      firstSentAt: this.firstSentAt,
      lastReceivedAt: this.lastReceivedAt,
    };
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

/** One client process's run (times in epoch milliseconds, so processes' windows compare). */
export interface WorkerFigures {
  sockets: number;
  sent: number;
  refused: number;
  delivered: number;
  misdelivered: number;
  duplicates: number;
  roundTripsMs: number[];
  /** The send route's answer times. */
  callMs: number[];
  /** Sends not answered 200, by status or network error. */
  refusals: Record<string, number>;
  /** How late the process's timers ran while it sent and listened. */
  loopDelayP99Ms: number;
  firstSentAt: number;
  lastReceivedAt: number;
}

export interface MergedFigures extends DeliveryFigures {
  sockets: number;
  sendCallP99Ms: number;
  refusals: Record<string, number>;
  /** The worst client process's loop delay p99. */
  clientLoopDelayP99Ms: number;
}

/** The whole run from its client processes: counts summed, percentiles over every sample, the rate over the common window. */
export function mergeWorkers(workers: readonly WorkerFigures[]): MergedFigures {
  const sum = (pick: (w: WorkerFigures) => number) => workers.reduce((total, w) => total + pick(w), 0);
  const roundTrips = workers.flatMap((w) => w.roundTripsMs);
  const refusals: Record<string, number> = {};
  for (const w of workers) for (const [status, n] of Object.entries(w.refusals)) refusals[status] = (refusals[status] ?? 0) + n;
  const firstSentAt = Math.min(...workers.map((w) => w.firstSentAt));
  const lastReceivedAt = Math.max(...workers.map((w) => w.lastReceivedAt));
  const sent = sum((w) => w.sent);
  const delivered = sum((w) => w.delivered);
  return {
    sockets: sum((w) => w.sockets),
    sent,
    refused: sum((w) => w.refused),
    delivered,
    lost: sent - delivered,
    misdelivered: sum((w) => w.misdelivered),
    duplicates: sum((w) => w.duplicates),
    deliveredPerSecond: perSecond(delivered, lastReceivedAt - firstSentAt),
    p50Ms: percentile(roundTrips, 50),
    p99Ms: percentile(roundTrips, 99),
    maxMs: roundTrips.length ? roundTrips.reduce((max, v) => Math.max(max, v)) : Number.NaN,
    sendCallP99Ms: percentile(workers.flatMap((w) => w.callMs), 99),
    refusals,
    clientLoopDelayP99Ms: Math.max(...workers.map((w) => w.loopDelayP99Ms)),
  };
}
