import { useEffect, useState } from 'react';

/**
 * The clock, re-read every second while `ticking` (a countdown on screen), so the view counts down
 * without the store holding a timer. `now` is the root store's clock.
 */
export function useNow(now: () => number, ticking: boolean): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    setTime(now());
    if (!ticking) return;
    const timer = setInterval(() => setTime(now()), 1_000);
    return () => clearInterval(timer);
  }, [now, ticking]);
  return time;
}
