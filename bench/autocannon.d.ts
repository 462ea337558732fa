/** The part of autocannon's programmatic API the bench uses (the package ships no types). */
declare module 'autocannon' {
  export interface Percentiles {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  export interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    requests?: { setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest }[];
  }
  export interface Result {
    requests: Percentiles & { total: number; sent: number };
    latency: Percentiles;
    throughput: Percentiles;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  /** A running load: a promise of its result that also tells of each answer. */
  export interface Instance extends Promise<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTimeMs: number) => void): this;
  }
  export default function autocannon(options: Options): Instance;
}
