import { use, useEffect, useState } from 'react';
import { queryKey, useStore, type Parser } from 'shared';
import type { z } from 'zod';

/** Query-string values the storefront sends. */
export type QueryParams = Record<string, string | number | boolean>;

/** What a section knows about one request. */
export type QueryState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

interface Settled<T> {
  key: string;
  state: QueryState<T>;
}

/**
 * Loads one GET answer through the store's API client, parsed by `schema`. Pass `null` as the query to
 * load nothing (the state stays 'loading' and no request goes out). A changed query starts a new request
 * and aborts the older one, whose answer is dropped in any case, so a slow earlier answer never overwrites a newer one.
 * Failures are logged only (spec: "Other fetch errors are only logged"); the section decides what to draw.
 * A server-rendered page starts with the answer the server read (the store's query cache): the server
 * waits for it (Suspense) and the browser's first render uses it without asking again.
 */
export function useApiQuery<S extends z.ZodType>(path: string, query: QueryParams | null, schema: Parser<S>): QueryState<z.output<S>> {
  const { api, queries } = useStore();
  const key = query ? queryKey(path, query) : null;
  // Server: wait for the answer (every render, so React's replay of a suspended view lines up).
  const serverAnswer = key ? queries.load(key) : null;
  if (serverAnswer) use(serverAnswer);
  const [settled, setSettled] = useState<Settled<z.output<S>> | null>(() => {
    const data = key ? queries.read(key, schema) : undefined;
    return key && data !== undefined ? { key, state: { status: 'ready', data } } : null;
  });

  useEffect(() => {
    if (!key) return undefined;
    // Already answered by the server: drawn from the cache (see below), nothing to ask.
    if (queries.read(key, schema) !== undefined) return undefined;
    const [requestPath, params] = JSON.parse(key) as [string, QueryParams];
    let current = true;
    const controller = new AbortController();
    api.get(requestPath, params, schema, { signal: controller.signal }).then(
      (data: z.output<S>) => {
        if (current) setSettled({ key, state: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!current) return;
        console.error(`[storefront] ${requestPath} failed`, error);
        setSettled({ key, state: { status: 'error', error } });
      },
    );
    return () => {
      current = false;
      controller.abort();
    };
  }, [api, queries, key, schema]);

  if (settled && settled.key === key) return settled.state;
  // A new query the server already answered draws at once, without a loading frame.
  const cached = key ? queries.read(key, schema) : undefined;
  return cached !== undefined ? { status: 'ready', data: cached } : { status: 'loading' };
}
