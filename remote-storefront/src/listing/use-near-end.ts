import { useEffect, useRef } from 'react';
import { INFINITE_SCROLL_OFFSET_PX } from 'shared/rules';

/**
 * Calls `onNear` when the returned element (a marker after the list) comes within 100 px of the bottom
 * of the viewport (spec: "loads the next page within 100 px of the bottom"), with an IntersectionObserver,
 * or a scroll listener where there is none. `contentKey` changes as the list grows: observing again
 * reports a marker that is still in view, so a short page keeps loading until the screen is full.
 */
export function useNearEnd<T extends HTMLElement>(onNear: () => void, enabled: boolean, contentKey: unknown) {
  const ref = useRef<T>(null);
  const latest = useRef(onNear);
  useEffect(() => {
    latest.current = onNear;
  });

  useEffect(() => {
    const marker = ref.current;
    if (!enabled || !marker) return undefined;
    if (typeof IntersectionObserver === 'function') {
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && latest.current(), {
        rootMargin: `0px 0px ${INFINITE_SCROLL_OFFSET_PX}px 0px`,
      });
      observer.observe(marker);
      return () => observer.disconnect();
    }
    const check = () => {
      if (marker.getBoundingClientRect().top <= window.innerHeight + INFINITE_SCROLL_OFFSET_PX) latest.current();
    };
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    check();
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [enabled, contentKey]);

  return ref;
}
