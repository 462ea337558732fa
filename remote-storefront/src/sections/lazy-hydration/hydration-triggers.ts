/**
 * When a section's server markup should come alive: near the viewport, when the browser is idle, or as
 * soon as the shopper reaches into it (pointer or keyboard focus).
 */

/** About one viewport above and below the visible one. */
const NEAR_VIEWPORT = '100% 0px 100% 0px';
/** Without requestIdleCallback (older Safari): one section per this many milliseconds. */
const IDLE_FALLBACK_MS = 300;
/** Listened for on the document in the capture phase, so they arrive before React's own listeners. */
const REACH_EVENTS = ['pointerdown', 'pointerover', 'focusin'] as const;

type Stop = () => void;

/**
 * Calls `hydrate` once, on the first of the triggers, and stops watching. `wrapper` holds the section's
 * markup (it may be `display: contents`, so its child elements are what is observed).
 */
export function watchForHydration(wrapper: HTMLElement, hydrate: () => void): Stop {
  let done = false;
  const stops: Stop[] = [];
  const stopAll = () => {
    done = true;
    stops.splice(0).forEach((stop) => stop());
  };
  const fire = () => {
    if (done) return;
    stopAll();
    hydrate();
  };
  stops.push(whenTouched(wrapper, fire), whenNear(wrapper, fire), whenIdle(fire));
  return stopAll;
}

function whenNear(wrapper: HTMLElement, fire: () => void): Stop {
  const view = wrapper.ownerDocument.defaultView;
  if (!view || typeof view.IntersectionObserver !== 'function') return () => undefined;
  const observer = new view.IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) fire();
  }, { rootMargin: NEAR_VIEWPORT });
  const targets = wrapper.children.length > 0 ? Array.from(wrapper.children) : [wrapper];
  targets.forEach((target) => observer.observe(target));
  return () => observer.disconnect();
}

function whenTouched(wrapper: HTMLElement, fire: () => void): Stop {
  const document = wrapper.ownerDocument;
  const onEvent = (event: Event) => {
    if (event.target instanceof Node && wrapper.contains(event.target)) fire();
  };
  REACH_EVENTS.forEach((type) => document.addEventListener(type, onEvent, { capture: true, passive: true }));
  return () => REACH_EVENTS.forEach((type) => document.removeEventListener(type, onEvent, { capture: true }));
}

/** Sections waiting for idle time, in the order they were rendered; one hydrates per idle period. */
const idleQueue: (() => void)[] = [];
let idleScheduled = false;

function whenIdle(fire: () => void): Stop {
  idleQueue.push(fire);
  scheduleIdle();
  return () => {
    const at = idleQueue.indexOf(fire);
    if (at >= 0) idleQueue.splice(at, 1);
  };
}

function scheduleIdle(): void {
  if (idleScheduled || idleQueue.length === 0) return;
  idleScheduled = true;
  const next = () => {
    idleScheduled = false;
    idleQueue.shift()?.();
    scheduleIdle();
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(next);
  else window.setTimeout(next, IDLE_FALLBACK_MS);
}
