import { useEffect, useState } from 'react';

/**
 * The clock, re-read every second while `ticking` (a countdown on screen), so the view counts down
 * without the store holding a timer. `now` is the root store's clock.
 */
export function useNow(now: () => number, ticking: boolean): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    if (!ticking) return;
    const tick = () => setTime(now());
    // the first read right away (the countdown may start long after mount), then every second
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [now, ticking]);
  return time;
}
