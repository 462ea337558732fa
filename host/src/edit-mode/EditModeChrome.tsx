import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useStore, type PageAnswer } from 'shared';
import { lazyExport } from 'shared/dom';
import './edit-mode.css';

// Only the site's owner, after hydration, gets the bar: its code (and the inbox's unread count) loads then.
const OwnerBar = lazyExport(() => import('./OwnerBar'), 'OwnerBar');

/**
 * What the shell adds for edit mode. The site's own owner gets a bar: the Inbox (with its unread count),
 * Edit Website / Exit edit mode and Logout. Anyone else on a site that is not premium gets the spec's
 * 'Edit Website' button, which leads to the owner login.
 */
export const EditModeChrome = observer(function EditModeChrome({ answer }: { answer: PageAnswer }) {
  const { owner } = useStore();
  if (owner.canEdit(answer.websitePage.accountTypeId)) {
    return (
      <Suspense fallback={null}>
        <OwnerBar />
      </Suspense>
    );
  }
  if (answer.isPremium) return null;
  // A strip in the page's flow, not a floating button: nothing of the page ever sits under it.
  return (
    <nav className="edit-website-strip" aria-label="Website owner">
      <Link to="/owner" className="edit-website-strip__link">
        Edit Website
      </Link>
    </nav>
  );
});
