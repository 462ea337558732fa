/* global window */
/**
 * Federation runtime plugin of every app.
 * - A remote that fails to load is announced as a DOM event (`federation:remote-error`) so the page can
 *   report it, and the error is re-thrown so the slot's error boundary renders its fallback with Try
 *   Again instead of the whole shell failing.
 * - In the browser each shared module is resolved in a task of its own. The host's start-up resolves
 *   every shared library its first screen needs in one chain of promises, which a browser runs as one
 *   task (hundreds of milliseconds on a phone, a long task that blocks taps); a yield before each one
 *   turns it into short tasks the browser can paint and answer input between.
 */
const { yieldToBrowser } = require('./yield-to-browser.cjs');

module.exports = function remoteErrorPlugin() {
  const inBrowser = typeof window !== 'undefined';
  return {
    name: 'remote-error-plugin',
    errorLoadRemote(args) {
      if (inBrowser) {
        window.dispatchEvent(new CustomEvent('federation:remote-error', { detail: { id: args.id, lifecycle: args.lifecycle } }));
      }
      return undefined;
    },
    ...(inBrowser
      ? {
          async beforeLoadShare(args) {
            await yieldToBrowser();
            return args;
          },
        }
      : {}),
  };
};
