import { useCallback, useEffect, useState } from 'react';
import { useStore, type BusinessProfile, type SaveBusinessProfileBody } from 'shared';
import { businessProfileAnswerSchema, changeSubdomainAnswerSchema } from 'shared/contracts';
import { BUSINESS_SETTINGS_PATHS } from 'shared/constants';

export type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; profile: BusinessProfile; templates: string[] };

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** The business profile over the owner's client: loaded once, saved whole, the subdomain moved apart. */
export function useBusinessProfile() {
  const { owner } = useStore();
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  const fetchProfile = useCallback(() => {
    owner.client
      .get(BUSINESS_SETTINGS_PATHS.profile, null, businessProfileAnswerSchema)
      .then((answer) => setLoad({ status: 'ready', profile: answer.data, templates: answer.templates }))
      .catch((error: unknown) => setLoad({ status: 'failed', message: messageOf(error, 'The profile could not be loaded.') }));
  }, [owner]);

  useEffect(fetchProfile, [fetchProfile]);
  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    fetchProfile();
  }, [fetchProfile]);

  /** Saves the profile; answers the saved profile, or throws the server's refusal for the form to show. */
  const save = useCallback(
    async (body: SaveBusinessProfileBody) => {
      const answer = await owner.client.post(BUSINESS_SETTINGS_PATHS.profile, body, businessProfileAnswerSchema);
      setLoad({ status: 'ready', profile: answer.data, templates: answer.templates });
      return answer;
    },
    [owner],
  );

  const moveSubdomain = useCallback(async (subdomain: string) => owner.client.post(BUSINESS_SETTINGS_PATHS.subdomain, { subdomain }, changeSubdomainAnswerSchema), [owner]);

  return { load, reload, save, moveSubdomain };
}
