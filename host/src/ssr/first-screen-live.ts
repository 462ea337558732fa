/** User-timing mark of the moment the server-rendered first screen is live. */
export const FIRST_SCREEN_LIVE = 'first-screen-live';
/** How long the rest of the shell waits for a first screen that is slow (its remote answering late). */
export const SLOW_FIRST_SCREEN_MS = 3000;
/** The shopper starts using the page: what they reach for may be a part still waiting. */
const INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

let announceLive: () => void = () => undefined;
const live = new Promise<void>((resolve) => {
  announceLive = resolve;
});

/**
 * Marks the first screen live (hydrated, its content shown, the browser's stored state read): the
 * bench, the browser tests and the page's start script read the mark (host/public/start-server-page.js),
 * and the parts of the page waiting for it (afterFirstScreen) load now.
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
 * Resolves once the first screen is live, so what loads then (the desktop's footer and chat launcher)
 * never competes with it for the network or the main thread; or sooner, as soon as the shopper taps
 * or types, or when the first screen is still not live after SLOW_FIRST_SCREEN_MS (the storefront
 * answering late): the shell never waits on the page's body.
 */
export function afterFirstScreen(): Promise<void> {
  // The server renders the whole page at once: there is no first screen there to wait for.
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = window.setTimeout(done, SLOW_FIRST_SCREEN_MS);
    INPUT_EVENTS.forEach((type) => window.addEventListener(type, done, { capture: true, passive: true }));
    void live.then(done);
    function done() {
      window.clearTimeout(timer);
      INPUT_EVENTS.forEach((type) => window.removeEventListener(type, done, { capture: true }));
      resolve();
    }
  });
}
