import type { CHAT_SOURCES } from '../constants';

/** Where the browser is: what react-router's `useLocation()` (or `window.location`) gives. */
export interface PathLocation {
  pathname: string;
  search: string;
  hash?: string;
}

/** The mobile chat screen. */
export const CHAT_ROUTE = '/chat';

/**
 * The URL that opens the chat in a flow. Spec: "Enquiry route: /chat?source=send_enquiry_request on
 * mobile; on desktop the current path gets chat=open and source=send_enquiry_request" (direct buy
 * alike). On desktop the page stays where it is, with every other query value kept, so closing the
 * widget leaves the shopper on the same listing page; the host's chat launcher reads `chat=open`.
 */
export function chatEntryPath(location: PathLocation, source: (typeof CHAT_SOURCES)[number], isMobile: boolean): string {
  if (isMobile) return `${CHAT_ROUTE}?${new URLSearchParams({ source }).toString()}`;
  const params = new URLSearchParams(location.search);
  params.set('chat', 'open');
  params.set('source', source);
  return `${location.pathname}?${params.toString()}${location.hash ?? ''}`;
}
