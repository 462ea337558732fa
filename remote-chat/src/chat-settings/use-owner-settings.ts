import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'shared';
import type { z } from 'zod';

export type SettingsLoad<Answer> = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; answer: Answer };

/**
 * One of the owner's settings forms over the owner's client: loaded once (again on `reload`), saved whole.
 * `save` answers the settings as stored, or throws the server's refusal for the form to show.
 */
export function useOwnerSettings<S extends z.ZodType, Body>(path: string, schema: S, failure: string) {
  const { owner } = useStore();
  const [load, setLoad] = useState<SettingsLoad<z.output<S>>>({ status: 'loading' });

  const fetchSettings = useCallback(() => {
    owner.client
      .get(path, null, schema)
      .then((answer) => setLoad({ status: 'ready', answer }))
      .catch((error: unknown) => setLoad({ status: 'failed', message: error instanceof Error && error.message ? error.message : failure }));
  }, [owner, path, schema, failure]);

  useEffect(fetchSettings, [fetchSettings]);
  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    fetchSettings();
  }, [fetchSettings]);

  const save = useCallback(async (body: Body) => owner.client.post(path, body, schema), [owner, path, schema]);
  return { load, reload, save };
}
