/**
 * Ends the current task so the browser can paint and handle input before the next step: each step of
 * starting a page then stays a short task on a slow phone instead of one long one. Plain CommonJS, as
 * the federation runtime plugin (federation-runtime-plugin.cjs) uses it as well as the apps' code.
 */
function yieldToBrowser() {
  const scheduler = globalThis.scheduler;
  if (scheduler && typeof scheduler.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

module.exports = { yieldToBrowser };
