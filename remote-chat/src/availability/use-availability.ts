import { useEffect, useState } from 'react';
import { useStore, type AvailabilityAnswer } from 'shared';
import { BUSINESS_HOURS_PATHS } from 'shared/constants';
import { availabilityAnswerSchema } from '../contract-refs';

export type Availability = AvailabilityAnswer['data'];

/** How often the widget looks at the clock again: the away line appears and goes at the minute. */
const CLOCK_TICK_MS = 60_000;

/**
 * The business's opening hours and typical reply time, asked once when the widget's panel opens (the
 * widget itself loads on interaction or idle, so nothing of this is on a page's first screen); null
 * until they arrive and when they cannot be had, so the header simply shows nothing more.
 */
export function useAvailability(): Availability | null {
  const { api, session } = useStore();
  const [availability, setAvailability] = useState<Availability | null>(null);
  useEffect(() => {
    let live = true;
    Promise.resolve()
      .then(() => api.get(BUSINESS_HOURS_PATHS.widget, { subdomain: session.subdomain }, availabilityAnswerSchema))
      .then((answer) => live && setAvailability(answer.data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, session]);
  return availability;
}

/** The current time, renewed every minute while mounted. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
