/**
 * Ends the current task so the browser can paint and handle input before the next step of starting
 * the page: each step of booting then stays a short task on a slow phone instead of one long one.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
