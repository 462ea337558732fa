import type { z } from 'zod';
import { isContractRef, loadContracts, type Parser } from '../contracts/contract-ref';

/** The key of one GET: its path and query, in the order the caller built the query. */
export function queryKey(path: string, query: Record<string, unknown>): string {
  return JSON.stringify([path, query]);
}

/** Loads one answer as the API sent it (not yet parsed); the server's cache is given one. */
export type QueryLoader = (path: string, query: Record<string, string | number | boolean>) => Promise<unknown>;

/**
 * The API answers of the first screen. On the server it loads each answer a view asks for once and
 * remembers it, so the page is rendered with its data and the answers travel with the HTML; in the
 * browser it is filled from that JSON, so the first render matches the server's without asking the
 * API again. Answers are kept unparsed (the wire format) and parsed by the view's own schema. The server
 * sends only the answers its schemas accepted, as parsed, so the browser's first render needs no zod:
 * until the schemas are loaded, an answer the page came with is taken as the server checked it.
 */
export class QueryCache {
  readonly #answers: Map<string, unknown>;
  readonly #parsed = new Map<string, unknown>();
  readonly #pending = new Map<string, Promise<void>>();
  readonly #loader: QueryLoader | null;

  constructor(answers: Record<string, unknown> = {}, loader: QueryLoader | null = null) {
    this.#answers = new Map(Object.entries(answers));
    this.#loader = loader;
  }

  /** The answer for `key` parsed by `parser`; undefined when there is none (or it breaks the contract). */
  read<S extends z.ZodType>(key: string, parser: Parser<S>): z.output<S> | undefined {
    if (this.#parsed.has(key)) return this.#parsed.get(key) as z.output<S>;
    if (!this.#answers.has(key)) return undefined;
    const schema = isContractRef(parser) ? parser.loaded() : parser;
    // The browser before the schemas are loaded: the answers the page came with, checked by the server.
    if (!schema) return this.#loader ? undefined : (this.#answers.get(key) as z.output<S>);
    const parsed = schema.safeParse(this.#answers.get(key));
    if (!parsed.success) return undefined;
    this.#parsed.set(key, parsed.data);
    return parsed.data;
  }

  /**
   * Server: the promise of `key`'s answer, started on the first call and the same one on every later
   * call, already marked fulfilled once it settles (React's `use` then returns at once). Views pass it
   * to `use` on every render, in the same order, as React's replay of a suspended component needs.
   * Null in the browser (no loader): there, a view without an answer fetches it itself.
   */
  load(key: string): Promise<void> | null {
    if (!this.#loader) return null;
    const known = this.#pending.get(key);
    if (known) return known;
    const [path, query] = JSON.parse(key) as [string, Record<string, string | number | boolean>];
    const answer = Promise.all([this.#loader(path, query), loadContracts()]).then(([loaded]) => loaded);
    const promise: Promise<void> & { status?: string; value?: unknown } = answer.then(
      (answer) => {
        this.#answers.set(key, answer);
        promise.status = 'fulfilled';
      },
      () => {
        // The view shows its loading state and the browser asks again.
        promise.status = 'fulfilled';
      },
    );
    this.#pending.set(key, promise);
    return promise;
  }

  /**
   * The answers the views read and their schemas accepted, as parsed, for the JSON the server puts in
   * the page (an answer that broke its contract is left out: the browser asks for it again).
   */
  snapshot(): Record<string, unknown> {
    return Object.fromEntries(this.#parsed);
  }

  /** Forgets everything: after the first screen, views ask the API for fresh answers. */
  clear(): void {
    this.#answers.clear();
    this.#parsed.clear();
  }
}
