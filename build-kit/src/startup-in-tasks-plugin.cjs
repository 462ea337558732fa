/* global window */
/**
 * Federation runtime plugin of the host's browser build: each shared module is resolved in a task of
 * its own. The host's start-up resolves every shared library its first screen needs in one chain of
 * promises, which a browser runs as one task (hundreds of milliseconds on a phone, a long task that
 * blocks taps); a yield before each one turns it into short tasks the browser can paint and answer
 * input between. Only the host's own instance gets it: a remote's modules arrive in scripts of their
 * own, already separate tasks, and yielding there would only delay the page becoming live.
 */
const { yieldToBrowser } = require('./yield-to-browser.cjs');

module.exports = function startupInTasksPlugin() {
  if (typeof window === 'undefined') return { name: 'startup-in-tasks-plugin' };
  return {
    name: 'startup-in-tasks-plugin',
    async beforeLoadShare(args) {
      await yieldToBrowser();
      return args;
    },
  };
};
