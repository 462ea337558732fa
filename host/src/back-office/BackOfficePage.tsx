import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { OWNER_LOGIN_ROUTE, useStore } from 'shared';
import { RemoteSlot } from '../federation/RemoteSlot';
import { loginPathReturningTo } from '../inbox/return-path';
import { BackOfficeNav } from './BackOfficeNav';
import { isRemotePage, type OwnerPage } from './owner-pages';

const loadingOf = (label: string) => (
  <div className="screen-center" role="status" aria-label={`Loading ${label}`}>
    <div className="spinner" />
  </div>
);

/**
 * One page of the back office, for this site's logged-in owner only: anyone else goes to the owner
 * login, which comes back here afterwards. The page itself comes from the app that owns its domain.
 */
export const BackOfficePage = observer(function BackOfficePage({ page, subdomain }: { page: OwnerPage; subdomain: string }) {
  const { owner } = useStore();
  const { pathname, search } = useLocation();
  const allowed = owner.isLoggedIn && owner.subdomain === subdomain;
  const loading = loadingOf(page.label);

  useEffect(() => {
    document.title = page.label;
  }, [page.label]);

  // A reload: the owner kept in this browser is read after the page's first paint.
  if (!owner.restored) return <main className="back-office__main">{loading}</main>;
  if (!allowed) return <Navigate to={loginPathReturningTo(OWNER_LOGIN_ROUTE, pathname + search)} replace />;
  return (
    <>
      <BackOfficeNav />
      <main id="main" className="back-office__main">
        {isRemotePage(page) ? (
          <RemoteSlot remote={page.remote} module={page.module} label={page.label} english props={{}} loading={loading} />
        ) : (
          <Suspense fallback={loading}>
            <page.component />
          </Suspense>
        )}
      </main>
    </>
  );
});
