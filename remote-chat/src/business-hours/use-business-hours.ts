import { useCallback, useEffect, useState } from 'react';
import { useStore, type BusinessHoursAnswer, type SaveBusinessHoursBody } from 'shared';
import { BUSINESS_HOURS_PATHS } from 'shared/constants';
import { businessHoursAnswerSchema } from 'shared/contracts';

export type HoursLoad = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; answer: BusinessHoursAnswer };

/** The opening hours over the owner's client: loaded once, saved whole. */
export function useBusinessHours() {
  const { owner } = useStore();
  const [load, setLoad] = useState<HoursLoad>({ status: 'loading' });

  const fetchHours = useCallback(() => {
    owner.client
      .get(BUSINESS_HOURS_PATHS.owner, null, businessHoursAnswerSchema)
      .then((answer) => setLoad({ status: 'ready', answer }))
      .catch((error: unknown) => setLoad({ status: 'failed', message: error instanceof Error && error.message ? error.message : 'The business hours could not be loaded.' }));
  }, [owner]);

  useEffect(fetchHours, [fetchHours]);
  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    fetchHours();
  }, [fetchHours]);

  const save = useCallback(async (body: SaveBusinessHoursBody) => owner.client.post(BUSINESS_HOURS_PATHS.owner, body, businessHoursAnswerSchema), [owner]);
  return { load, reload, save };
}
