import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { OWNER_LOGIN_ROUTE, useStore } from 'shared';
import { INBOX_ROUTE } from 'shared/constants';
import { RemoteSlot } from '../federation/RemoteSlot';
import { loginPathReturningTo } from './return-path';

const loading = (
  <div className="screen-center" role="status" aria-label="Loading the inbox">
    <div className="spinner" />
  </div>
);

/**
 * INBOX_ROUTE: the owner's inbox from the chat remote. Only this site's logged-in owner sees it; anyone
 * else goes to the owner login, which comes back here afterwards.
 */
export const OwnerInboxPage = observer(function OwnerInboxPage({ subdomain }: { subdomain: string }) {
  const { owner } = useStore();
  const allowed = owner.isLoggedIn && owner.subdomain === subdomain;

  useEffect(() => {
    document.title = 'Inbox';
  }, []);

  // A reload of the inbox: the owner kept in this browser is read after the page's first paint.
  if (!owner.restored) return <main className="owner-inbox-page">{loading}</main>;
  if (!allowed) return <Navigate to={loginPathReturningTo(OWNER_LOGIN_ROUTE, INBOX_ROUTE)} replace />;
  return (
    <main id="main" className="owner-inbox-page">
      <RemoteSlot remote="chat" module="OwnerInbox" label="the inbox" english props={{}} loading={loading} />
    </main>
  );
});
