/* global document, window, requestAnimationFrame, Element */
/**
 * The one script a server-rendered page names (host/server/ssr/page-document.ts). The page is readable
 * before any other script runs, so:
 *
 * - Its scripts start once the first screen is painted: on a slow link they must not take bandwidth
 *   from the largest image of the first screen (the one with fetchpriority=high), nor main-thread
 *   time from its first paint. They are named in this element's data-scripts, in order; they
 *   download together and run in that order.
 * - A tap on a button of the page's body (#main) before the page is live (hydrated, its content
 *   shown, the browser's state read: the host marks that moment `first-screen-live`) is held and done
 *   once it is, instead of being lost on a button that does nothing yet: the body is a remote's view,
 *   the last part to come alive. Only buttons that do nothing without scripts are held; links and
 *   form submissions work without them. The shell around the body (header, navigation, chat) comes
 *   alive first, on its own, and its taps are left to it: it must stay usable while a slow remote
 *   keeps the body waiting.
 */
(function () {
  var LIVE_MARK = 'first-screen-live';
  /** A page that never goes live stops holding taps after this long. */
  var HOLD_AT_MOST_MS = 10000;
  var sources = document.currentScript.getAttribute('data-scripts').split(' ');

  var held = [];
  function holdTap(event) {
    var control = event.target instanceof Element ? event.target.closest('#main button, #main [role="button"]') : null;
    if (!control || (control.form && control.type !== 'button')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.indexOf(control) === -1) held.push(control);
  }
  function stopHolding(replay) {
    window.removeEventListener('click', holdTap, true);
    var taps = held;
    held = [];
    if (replay) {
      taps.forEach(function (control) {
        if (control.isConnected) control.click();
      });
    }
  }
  window.addEventListener('click', holdTap, true);
  var live = new PerformanceObserver(function (list) {
    if (list.getEntriesByName(LIVE_MARK).length === 0) return;
    live.disconnect();
    stopHolding(true);
  });
  live.observe({ type: 'mark', buffered: true });
  setTimeout(function () {
    live.disconnect();
    stopHolding(false);
  }, HOLD_AT_MOST_MS);

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
  /** After the frame that shows what is already there: a timer queued from the frame's own callback. */
  function afterNextPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  var image = document.querySelector('img[fetchpriority="high"]');
  if (!image || image.complete) afterNextPaint();
  else {
    image.addEventListener('load', afterNextPaint);
    image.addEventListener('error', afterNextPaint);
  }
  // A hidden tab paints no frames and a stalled image may never arrive: the page still goes live.
  setTimeout(start, 2500);
})();
