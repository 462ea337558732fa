import { CHAT_ROUTE } from 'shared/rules';

/**
 * Where desktop sends `/chat` (spec: "redirects to the previous same-origin page (or home) with
 * chat=open"): `previous` when it is a page of this origin other than /chat, else home; with `chat=open`
 * and the `source` the chat was asked for (any source the previous page carried is replaced).
 */
export function chatReturnPath(previous: string | null | undefined, origin: string, source: string | null): string {
  let pathname = '/';
  let params = new URLSearchParams();
  if (previous) {
    try {
      const url = new URL(previous, origin);
      if (url.origin === origin && url.pathname !== CHAT_ROUTE) {
        pathname = url.pathname;
        params = url.searchParams;
      }
    } catch {
      // not a URL: home
    }
  }
  params.set('chat', 'open');
  if (source) params.set('source', source);
  else params.delete('source');
  return `${pathname}?${params.toString()}`;
}
