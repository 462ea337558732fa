/** How long after the page has loaded the chat may wait for an idle moment before loading anyway. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `task` once the page has finished loading and the browser is idle, so optional parts (the
 * chat widget) never compete with the page's own content for the network or the main thread.
 * Returns a function that cancels it.
 */
export function whenPageSettled(task: () => void, win: Window = window): () => void {
  let cancelIdle: (() => void) | null = null;
  const scheduleIdle = () => {
    if (win.requestIdleCallback) {
      const handle = win.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => win.cancelIdleCallback(handle);
    } else {
      const handle = win.setTimeout(task, 1);
      cancelIdle = () => win.clearTimeout(handle);
    }
  };
  if (win.document.readyState === 'complete') {
    scheduleIdle();
    return () => cancelIdle?.();
  }
  win.addEventListener('load', scheduleIdle, { once: true });
  return () => {
    win.removeEventListener('load', scheduleIdle);
    cancelIdle?.();
  };
}
