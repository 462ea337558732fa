import { runInAction } from 'mobx';
import { isApiError } from 'shared';
import type { LoadStatus } from './inbox-store';

/** A list the owner's payments pane shows: what it holds and whether it has loaded. */
export interface PaneList<T> {
  items: T[];
  status: LoadStatus;
}

/** A refused token was already explained by the owner's session handling (logout, login page). */
export const isSessionEnd = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * Loads a pane's list again and again (on a timer, on focus, after a decision) where only the newest
 * request may answer, so a slow older one never overwrites a newer list. A refresh behind a list already
 * on screen fails quietly (the next one tries again); a first load that fails shows the error state and
 * `onFirstLoadFailed` once.
 */
export function paneListLoader<T>(list: PaneList<T>, fetch: () => Promise<T[]>, onFirstLoadFailed: () => void): () => Promise<void> {
  let newest = 0;
  return async () => {
    const request = ++newest;
    runInAction(() => {
      if (list.status !== 'ready') list.status = 'loading';
    });
    try {
      const items = await fetch();
      runInAction(() => {
        if (request !== newest) return;
        list.items = items;
        list.status = 'ready';
      });
    } catch (error) {
      const shown = list.status === 'ready';
      runInAction(() => {
        if (request === newest && !shown) list.status = 'error';
      });
      if (!shown && !isSessionEnd(error)) onFirstLoadFailed();
    }
  };
}
