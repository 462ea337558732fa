import { useEffect, useState } from 'react';
import { API_PATHS } from '../contracts/paths';
import type { PageAnswer } from '../contracts/page/schemas';
import { pageAnswerSchema } from '../contracts/refs';
import type { RootStore } from '../store/root-store';

/**
 * For a remote running alone in development: loads the page the host would have passed it, for the
 * site named by `?site=` (default `demo`) and the given route.
 */
export function useStandalonePage(store: RootStore, customRoute: string): { answer: PageAnswer | null; error: string | null } {
  const [answer, setAnswer] = useState<PageAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const subdomain = new URLSearchParams(window.location.search).get('site') ?? 'demo';
    store.api.get(API_PATHS.page, { subdomain, customRoute }, pageAnswerSchema).then(setAnswer, (e: Error) => setError(e.message));
  }, [store, customRoute]);
  return { answer, error };
}
