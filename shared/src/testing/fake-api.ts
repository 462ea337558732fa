import type { z } from 'zod';

type Query = Record<string, unknown>;
/** Answers one path: a value (or a promise of one), or throws to fail the call. */
export type FakeRoute = (query: Query) => unknown;

/** A deferred answer: the test decides when (and how) the call settles, to look at the loading state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A stand-in for the store's API client: `get(path, query, schema)` answers from `routes` and parses the
 * answer with the caller's schema, so fixtures that drift from the contract fail the test.
 */
export function fakeApi(routes: Record<string, FakeRoute> = {}) {
  const get = jest.fn(async (path: string, query: Query, schema: z.ZodType) => {
    const route = routes[path];
    if (!route) throw new Error(`fakeApi: no answer for ${path}`);
    return schema.parse(await route(query));
  });
  return { get };
}

export type FakeApi = ReturnType<typeof fakeApi>;
