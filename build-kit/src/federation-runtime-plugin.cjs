/* global window */
/**
 * Federation runtime plugin of every app. A remote that fails to load is announced as a DOM event
 * (`federation:remote-error`) so the page can report it, and the error is re-thrown so the slot's
 * error boundary renders its fallback with Try Again instead of the whole shell failing.
 */
module.exports = function remoteErrorPlugin() {
  return {
    name: 'remote-error-plugin',
    errorLoadRemote(args) {
      if (typeof window !== 'undefined') {
        window.dispatchEvent(new CustomEvent('federation:remote-error', { detail: { id: args.id, lifecycle: args.lifecycle } }));
      }
      return undefined;
    },
  };
};
