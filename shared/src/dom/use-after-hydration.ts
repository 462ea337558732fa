import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False in the server's HTML and while the page hydrates, true once the component is live in the
 * browser (at once when the browser renders it alone, after a client-side navigation). For what the
 * HTML should not carry or cannot do yet: a carousel's off-screen images, which would share a phone's
 * slow link with the LCP image; a form's Send button; a remote only the browser can draw.
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
