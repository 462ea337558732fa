/* global document, window, Element */
/**
 * The one script a server-rendered page names (host/server/ssr/page-document.ts), `async`: it runs as
 * soon as it arrives, while a long page may still be coming in and already on screen, so taps are held
 * from then on (a deferred script would wait for the whole document). The page is readable before any
 * other script runs, so:
 *
 * - Its scripts start once the largest image of the first screen (the one with fetchpriority=high)
 *   has loaded: on a slow link they must not take its bandwidth. They start from the image's load
 *   event, so the page's load event still waits for them (as for deferred scripts: tools that wait
 *   for it find the page's scripts running). They are named in this element's data-scripts, in
 *   order; they download together and run in that order. When the server drew the other layout (a
 *   desktop browser in a phone-wide window; data-mobile is the server's guess), the page is drawn
 *   again in the browser anyway, so they start at once.
 * - A tap on a button before its part of the page is live is held and done once it is, instead of
 *   being lost on a button that does nothing yet. The shell (header, navigation, chat) comes alive
 *   first: the host marks that `shell-live`; the body (#main, a remote's view) last, when the host
 *   marks the page `first-screen-live` (hydrated, content shown, the browser's state read). Only
 *   buttons that do nothing without scripts are held; links and form submissions work without them.
 *   A held button shows it is getting ready (aria-busy, which the page's stylesheet shows) until then.
 */
(function () {
  /** shared's MOBILE_MEDIA_QUERY: the phone layout's windows (a test keeps the two the same). */
  var PHONE_WIDE = '(max-width: 768px)';
  var SHELL_LIVE = 'shell-live';
  var PAGE_LIVE = 'first-screen-live';
  /** A page that never goes live stops holding taps after this long. */
  var HOLD_AT_MOST_MS = 10000;
  var self = document.currentScript;
  var sources = self.getAttribute('data-scripts').split(' ');

  var live = { shell: false, body: false };
  var held = [];
  function partOf(control) {
    return control.closest('#main') ? 'body' : 'shell';
  }
  function holdTap(event) {
    var control = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
    if (!control || (control.form && control.type !== 'button') || live[partOf(control)]) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.indexOf(control) === -1) {
      held.push(control);
      control.setAttribute('aria-busy', 'true');
    }
  }
  function release(control) {
    control.removeAttribute('aria-busy');
  }
  function goLive(part) {
    live[part] = true;
    var due = held.filter(function (control) {
      return partOf(control) === part;
    });
    held = held.filter(function (control) {
      return due.indexOf(control) === -1;
    });
    due.forEach(function (control) {
      release(control);
      if (control.isConnected) control.click();
    });
    if (live.shell && live.body) stopHolding();
  }
  function stopHolding() {
    window.removeEventListener('click', holdTap, true);
    marks.disconnect();
    held.forEach(release);
    held = [];
  }
  window.addEventListener('click', holdTap, true);
  var marks = new PerformanceObserver(function (list) {
    if (!live.shell && list.getEntriesByName(SHELL_LIVE).length > 0) goLive('shell');
    if (!live.body && list.getEntriesByName(PAGE_LIVE).length > 0) goLive('body');
  });
  marks.observe({ type: 'mark', buffered: true });
  setTimeout(stopHolding, HOLD_AT_MOST_MS);

  var started = false;
  function start() {
    if (started) return;
    started = true;
    sources.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  var serverLayoutFits = window.matchMedia(PHONE_WIDE).matches === (self.getAttribute('data-mobile') === 'true');
  // The first screen's image is looked for once the document is all there (this script may run sooner).
  function startAfterImage() {
    var image = document.querySelector('img[fetchpriority="high"]');
    if (!serverLayoutFits || !image || image.complete) start();
    else {
      image.addEventListener('load', start);
      image.addEventListener('error', start);
      // A stalled image must not keep the page from going live.
      setTimeout(start, 2500);
    }
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startAfterImage);
  else startAfterImage();
})();
