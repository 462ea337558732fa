/** A scripted stand-in for fetch, for the client's tests. Not part of the package's exports. */
export interface Reply {
  status: number;
  body?: unknown;
  /** Raw text instead of JSON. */
  raw?: string;
  /** Response headers (names in lower case). */
  headers?: Record<string, string>;
}
export interface Call {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

export function reply(status: number, body?: unknown, headers?: Record<string, string>): Reply {
  return headers ? { status, body, headers } : { status, body };
}

function toResponse({ status, body, raw, headers = {} }: Reply): Response {
  const text = raw ?? (body === undefined ? '' : JSON.stringify(body));
  const responseHeaders = { get: (name: string) => headers[name.toLowerCase()] ?? null };
  return { ok: status >= 200 && status < 300, status, headers: responseHeaders, text: async () => text } as unknown as Response;
}

export function fakeFetch(handler: (call: Call) => Reply | Promise<Reply>) {
  const calls: Call[] = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init, headers: { ...(init.headers as Record<string, string>) } };
    calls.push(call);
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return toResponse(await handler(call));
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls };
}

/** A promise with its resolve handle, to hold an answer until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
