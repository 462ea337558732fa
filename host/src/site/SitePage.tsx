import { observer } from 'mobx-react-lite';
import { Suspense, useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'shared';
import { lazyExport } from 'shared/dom';
import { documentTitle } from 'shared/rules';
import { SiteLayout } from '../layout/SiteLayout';
import { PageView } from '../renderer/PageView';
import { ContentNotAvailable } from '../screens/ContentNotAvailable';
import { LoadingScreen } from '../screens/LoadingScreen';
import { useT } from '../i18n/use-t';
import { PageError } from '../screens/PageError';
import { PAGE_NOT_LOADED, type SiteStore } from './site-store';

// A page that does not exist is drawn in the browser (the server answers it with the shell): every
// other page's first screen does without this screen's code.
const NotFound = lazyExport(() => import('../screens/NotFound'), 'NotFound');

/** Loads the page for the current path and shows it, or the screen that explains why not. */
export const SitePage = observer(function SitePage({ site }: { site: SiteStore }) {
  const { pathname } = useLocation();
  const { queries } = useStore();
  const t = useT();
  const firstRoute = useRef(pathname);
  useEffect(() => {
    // The answers a server-rendered page came with are for its first screen only.
    if (pathname !== firstRoute.current) queries.clear();
    void site.load(pathname);
  }, [site, pathname, queries]);

  const markShown = useCallback(() => site.markContentShown(), [site]);
  const contentShown = useCallback(() => site.contentShown, [site]);

  // The server sent this title with the first document; client-side moves keep the tab in step.
  const answer = site.answer;
  useEffect(() => {
    if (answer) document.title = documentTitle(answer.websitePage.title, answer.businessName);
  }, [answer]);

  const { state } = site;
  switch (state.status) {
    case 'loading':
      return <LoadingScreen message={t('loading.page')} />;
    case 'not-found': {
      const notFound = (
        <Suspense fallback={<LoadingScreen message={t('loading.page')} />}>
          <NotFound />
        </Suspense>
      );
      // inside the site's header and navigation, so the visitor can go on from where they are
      return state.frame ? (
        <SiteLayout answer={state.frame} contentShown={contentShown}>
          {notFound}
        </SiteLayout>
      ) : (
        notFound
      );
    }
    case 'error':
      return <PageError message={state.message === PAGE_NOT_LOADED ? t('pageError.notLoaded') : state.message} onRetry={() => void site.load(pathname)} />;
    case 'ready':
      return (
        <SiteLayout answer={state.answer} contentShown={contentShown}>
          {state.answer.websitePage ? <PageView answer={state.answer} onShown={markShown} /> : <ContentNotAvailable />}
        </SiteLayout>
      );
  }
});
