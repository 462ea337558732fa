import { useEffect } from 'react';
import { useStore } from 'shared';
import type { SiteStore } from '../site/site-store';

/**
 * Joins edit mode to the shell: the page each owner action answers (`pageDetails`) replaces the page on
 * screen, and a stored owner token is checked with the server once per page load.
 */
export function EditModeSync({ site }: { site: SiteStore }) {
  const { owner } = useStore();
  useEffect(() => owner.onPageDetails((page) => site.replacePage(page)), [owner, site]);
  useEffect(() => {
    void owner.verify();
  }, [owner]);
  return null;
}
