import { useEffect, useState, type FocusEvent } from 'react';
import { useReducedMotion } from '../../common/ui/use-reduced-motion';

/** Why rotation may stop; rotation runs only when none applies. */
export interface CarouselState {
  /** The slide shown, 0-based. */
  index: number;
  /** True while slides advance on their own. */
  autoPlaying: boolean;
  /** The visitor's own choice through the rotation button (reduced motion starts paused). */
  rotationOn: boolean;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
  toggleRotation: () => void;
  /** Spread on the carousel's root: hover and keyboard focus inside pause rotation. */
  pauseHandlers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * Slide index and auto-rotation of a carousel of `count` slides: the next slide every `intervalMs`,
 * paused while the pointer is over it, while focus is inside it, when the visitor turned rotation off,
 * and by default under `prefers-reduced-motion: reduce`. Any move restarts the interval.
 */
export function useCarousel(count: number, intervalMs: number): CarouselState {
  const [rawIndex, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [choice, setChoice] = useState<'on' | 'off' | null>(null);
  const reducedMotion = useReducedMotion();

  // The slide list may shrink under us (an owner hides a banner): stay in range.
  const index = count > 0 ? Math.min(rawIndex, count - 1) : 0;
  const rotationOn = choice ? choice === 'on' : !reducedMotion;
  const autoPlaying = count > 1 && rotationOn && !hovered && !focused;

  useEffect(() => {
    if (!autoPlaying) return undefined;
    const timer = window.setTimeout(() => setIndex((index + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [autoPlaying, index, count, intervalMs]);

  const goTo = (target: number) => {
    if (count > 0) setIndex(((target % count) + count) % count);
  };

  return {
    index,
    autoPlaying,
    rotationOn,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    goTo,
    toggleRotation: () => {
      if (rotationOn) {
        setChoice('off');
        return;
      }
      // Starting rotation is an explicit request: honour it even though the pointer or focus is on the
      // button that made it. Leaving and re-entering the carousel pauses it again.
      setChoice('on');
      setHovered(false);
      setFocused(false);
    },
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
