import { useCallback, useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '../../common/ui/use-reduced-motion';

/**
 * Scroll buttons for a horizontal strip: whether it can scroll back or forward from where it is, and a
 * `scroll` that moves it by most of a screenful (smoothly unless reduced motion is asked for).
 * `contentKey` changes when the strip's items change, so the edges are measured again.
 */
export function useStripScroll<T extends HTMLElement>(contentKey: unknown) {
  const ref = useRef<T>(null);
  const reducedMotion = useReducedMotion();
  const [edges, setEdges] = useState({ back: false, forward: false });

  const measure = useCallback(() => {
    const strip = ref.current;
    if (!strip) return;
    const back = strip.scrollLeft > 1;
    const forward = strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1;
    setEdges((current) => (current.back === back && current.forward === forward ? current : { back, forward }));
  }, []);

  useEffect(() => {
    const strip = ref.current;
    if (!strip) return undefined;
    strip.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    // The observer's first call comes after the next layout; measuring here instead would force a
    // layout of the whole page in the middle of hydration.
    if (observer) observer.observe(strip);
    else measure();
    return () => {
      strip.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure, contentKey]);

  const scroll = (direction: 1 | -1) => {
    const strip = ref.current;
    if (!strip || typeof strip.scrollBy !== 'function') return;
    strip.scrollBy({ left: direction * strip.clientWidth * 0.9, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  return { ref, canScrollBack: edges.back, canScrollForward: edges.forward, scroll };
}
