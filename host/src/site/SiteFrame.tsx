import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, type ReactNode } from 'react';
import { SiteLayout } from '../layout/SiteLayout';
import { LoadingScreen } from '../screens/LoadingScreen';
import { useT } from '../i18n/use-t';
import type { SiteStore } from './site-store';

/**
 * A screen of the shell's own (order tracking) inside the site's header, navigation and footer, so a
 * shopper who opens it from an order's link knows whose shop it is and can go on shopping: the page
 * on screen frames it, or the site's home when the screen was opened first. A site whose home cannot
 * be had shows the screen alone.
 */
export const SiteFrame = observer(function SiteFrame({ site, children }: { site: SiteStore; children: ReactNode }) {
  const t = useT();
  useEffect(() => {
    void site.loadFrame();
  }, [site]);
  // The screen is the page's body: the chat need not wait for anything more.
  useEffect(() => site.markContentShown(), [site]);
  const contentShown = useCallback(() => site.contentShown, [site]);

  const { frame } = site;
  if (frame) {
    return (
      <SiteLayout answer={frame} contentShown={contentShown}>
        {children}
      </SiteLayout>
    );
  }
  if (site.state.status === 'loading') return <LoadingScreen message={t('loading.page')} />;
  return <main id="main">{children}</main>;
});
