/** User-timing mark of the moment the server-rendered first screen is live. */
export const FIRST_SCREEN_LIVE = 'first-screen-live';

let announceLive: () => void = () => undefined;
const live = new Promise<void>((resolve) => {
  announceLive = resolve;
});

/**
 * Marks the first screen live (hydrated, its content shown, the browser's stored state read): the
 * bench, the browser tests and the page's start script read the mark (host/public/start-server-page.js),
 * and the parts of the page waiting for it (afterFirstScreenLive) load now.
 */
export function markFirstScreenLive(): void {
  performance.mark(FIRST_SCREEN_LIVE);
  announceLive();
}

/** A page the browser draws itself has no server-rendered first screen to wait for. */
export function noServerRenderedScreen(): void {
  announceLive();
}

/**
 * Resolves once the first screen is live, so what loads after it (the desktop's footer and chat
 * launcher) never competes with the first screen for the network or the main thread.
 */
export function afterFirstScreenLive(): Promise<void> {
  // The server renders the whole page at once: there is no first screen there to wait for.
  return typeof window === 'undefined' ? Promise.resolve() : live;
}
