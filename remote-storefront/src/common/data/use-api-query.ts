import { useEffect, useState } from 'react';
import { useStore } from 'shared';
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
 */
export function useApiQuery<S extends z.ZodType>(path: string, query: QueryParams | null, schema: S): QueryState<z.output<S>> {
  const { api } = useStore();
  const key = query ? JSON.stringify([path, query]) : null;
  const [settled, setSettled] = useState<Settled<z.output<S>> | null>(null);

  useEffect(() => {
    if (!key) return undefined;
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
  }, [api, key, schema]);

  return settled && settled.key === key ? settled.state : { status: 'loading' };
}
