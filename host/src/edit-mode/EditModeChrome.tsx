import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useStore, type PageAnswer } from 'shared';
import { lazyExport } from 'shared/dom';
import './edit-mode.css';

// Only the site's owner, after hydration, gets the bar: its code (and the inbox's unread count) loads then.
const OwnerBar = lazyExport(() => import('./OwnerBar'), 'OwnerBar');

interface Props {
  answer: PageAnswer;
  /** The visitors' 'Edit Website' link sits in the phone's top bar instead of a strip of its own. */
  linkInTopBar?: boolean;
}

/**
 * What the shell adds for edit mode. The site's own owner gets a bar: the Inbox (with its unread count),
 * Edit Website / Exit edit mode and Logout. Anyone else on a site that is not premium gets the spec's
 * 'Edit Website' button, which leads to the owner login: in a strip above the page, or in the phone's
 * top bar beside the business's name.
 */
export const EditModeChrome = observer(function EditModeChrome({ answer, linkInTopBar = false }: Props) {
  const { owner } = useStore();
  if (owner.canEdit(answer.websitePage.accountTypeId)) {
    return (
      <Suspense fallback={null}>
        <OwnerBar />
      </Suspense>
    );
  }
  if (answer.isPremium || linkInTopBar) return null;
  // A strip in the page's flow, not a floating button: nothing of the page ever sits under it.
  return (
    <nav className="edit-website-strip" aria-label="Website owner">
      <EditWebsiteLink answer={answer} className="edit-website-strip__link" />
    </nav>
  );
});

/** The visitors' 'Edit Website' link of a site that is not premium; nothing for its owner (who has the bar) or a premium site. */
export const EditWebsiteLink = observer(function EditWebsiteLink({ answer, className }: { answer: PageAnswer; className: string }) {
  const { owner } = useStore();
  if (answer.isPremium || owner.canEdit(answer.websitePage.accountTypeId)) return null;
  return (
    <Link to="/owner" className={className}>
      Edit Website
    </Link>
  );
});
