/**
 * Brings a field with an error into view and puts the caret in it (spec: submit scrolls to the first
 * error). Centred, so the sticky desktop header never covers it; instant when the visitor asks for
 * reduced motion.
 */
export function revealField(element: HTMLElement | null): void {
  if (!element) return;
  const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // jsdom and very old engines lack scrollIntoView; focusing still helps there.
  element.scrollIntoView?.({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
  element.focus({ preventScroll: true });
}
