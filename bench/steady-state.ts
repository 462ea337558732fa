/**
 * A load run's figures from its steady state. A run opens all its connections at once, and a busy
 * single-threaded server accepts one new connection per turn of its event loop (Node, seen with strace:
 * one `accept4` per `epoll_pwait`): on PGlite, where each turn runs queries for tens of milliseconds, the
 * last of 50 connections got its first answer seconds after the others, which made the run's p99 the
 * accept queue's and not the API's. The API's real clients are the hosts' servers, which keep a few
 * connections alive, so a run is measured after a warm-up: latencies of the requests sent after it, and
 * the answers completed after it per second.
 */
import { percentile, perSecond } from './stats';

/** One answer of a run: when it completed and how long it took, both in ms, from the run's start. */
export interface AnswerSample {
  endMs: number;
  latencyMs: number;
}

export interface SteadyFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The answers to requests sent after the warm-up. */
  requests: number;
}

/** The figures of the answers after `warmMs` of a run of `runMs`. */
export function steadyFigures(samples: readonly AnswerSample[], warmMs: number, runMs: number): SteadyFigures {
  const sentAfter = samples.filter((sample) => sample.endMs - sample.latencyMs >= warmMs).map((sample) => sample.latencyMs);
  const completedAfter = samples.filter((sample) => sample.endMs >= warmMs).length;
  return {
    requestsPerSecond: perSecond(completedAfter, runMs - warmMs),
    p50Ms: percentile(sentAfter, 50),
    p99Ms: percentile(sentAfter, 99),
    requests: sentAfter.length,
  };
}
