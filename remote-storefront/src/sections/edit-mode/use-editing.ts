import { reaction } from 'mobx';
import { useCallback, useSyncExternalStore } from 'react';
import { useStore } from 'shared';

/**
 * Whether the site's owner is editing this page, for a section's own drawing. While the section hydrates
 * it answers as the server rendered (never editing): a section below the fold may hydrate after the
 * browser's edit mode has arrived, and must first match its server markup, then show the edit controls.
 */
export function useEditing(accountTypeId: string): boolean {
  const { owner } = useStore();
  const subscribe = useCallback((onChange: () => void) => reaction(() => owner.isEditing(accountTypeId), onChange), [owner, accountTypeId]);
  return useSyncExternalStore(
    subscribe,
    () => owner.isEditing(accountTypeId),
    () => false,
  );
}
