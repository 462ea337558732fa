import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RemoteViewProvider } from 'shared';
import { lazyExport } from 'shared/dom';
import { EditModeSync } from './edit-mode/EditModeSync';
import { RemoteSlot } from './federation/RemoteSlot';
import { useT } from './i18n/use-t';
import { Snackbars } from './layout/Snackbars';
import { LoadingScreen } from './screens/LoadingScreen';
import { Logout } from './screens/Logout';
import { NavigatorBridge } from './site/NavigatorBridge';
import { SiteFrame } from './site/SiteFrame';
import type { SiteStore } from './site/site-store';
import { SitePage } from './site/SitePage';

// The owner's screens load when opened: a shopper's first screen never waits for their code.
const OwnerRoutes = lazyExport(() => import('./back-office/OwnerRoutes'), 'OwnerRoutes');

/**
 * The shell's screens inside whatever router the caller gives: the browser's, or the server's static
 * one, so the server renders the same tree the browser hydrates. Remotes that show another remote's
 * view (the chat's checkout views) load it through the host's RemoteSlot.
 */
export function AppRoutes({ site }: { site: SiteStore }) {
  return (
    <RemoteViewProvider value={RemoteSlot}>
      <NavigatorBridge />
      <EditModeSync site={site} />
      <Routes>
        <Route path="/logout" element={<Logout />} />
        {/* public order tracking (TRACK_ORDER_ROUTE): the checkout's page, loaded when opened, in the site's frame */}
        <Route
          path="/track-order"
          element={
            <SiteFrame site={site}>
              <TrackOrder subdomain={site.subdomain} />
            </SiteFrame>
          }
        />
        {/* the owner's screens, English whatever the page's language */}
        <Route
          path="/owner/*"
          element={
            <Suspense fallback={<LoadingScreen message="Loading..." />}>
              <OwnerRoutes site={site} />
            </Suspense>
          }
        />
        <Route path="*" element={<SitePage site={site} />} />
      </Routes>
      <Snackbars />
    </RemoteViewProvider>
  );
}

function TrackOrder({ subdomain }: { subdomain: string }) {
  const t = useT();
  return <RemoteSlot remote="checkout" module="TrackOrderPage" label={t('slot.tracking')} props={{ subdomain }} loading={<LoadingScreen />} />;
}
