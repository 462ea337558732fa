import { useEffect, useState } from 'react';

/** True until `ms` have passed: keeps a skeleton up long enough not to flash (spec: about 1 s). */
export function useMinimumDelay(ms: number): boolean {
  const [waiting, setWaiting] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setWaiting(false), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return waiting;
}
