import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useStore, type PageAnswer } from 'shared';
import { InboxLink } from '../inbox/InboxLink';
import './edit-mode.css';

/**
 * What the shell adds for edit mode. The site's own owner gets a bar: the Inbox (with its unread count),
 * Edit Website / Exit edit mode and Logout. Anyone else on a site that is not premium gets the spec's
 * 'Edit Website' button, which leads to the owner login.
 */
export const EditModeChrome = observer(function EditModeChrome({ answer }: { answer: PageAnswer }) {
  const { owner } = useStore();
  if (owner.canEdit(answer.websitePage.accountTypeId)) {
    return (
      <div className={`owner-bar${owner.editMode ? ' owner-bar--editing' : ''}`} role="region" aria-label="Website owner">
        <p className="owner-bar__status">
          {owner.editMode ? (
            <>
              <strong>Edit mode</strong> — changes go live as you save them.
            </>
          ) : (
            <>Signed in as {owner.owner?.name}</>
          )}
        </p>
        <div className="owner-bar__actions">
          <InboxLink />
          {owner.editMode ? (
            <button type="button" className="owner-bar__button" onClick={owner.exitEditMode}>
              Exit edit mode
            </button>
          ) : (
            <button type="button" className="owner-bar__button owner-bar__button--primary" onClick={owner.enterEditMode}>
              Edit Website
            </button>
          )}
          <button type="button" className="owner-bar__button" onClick={() => void owner.logout()}>
            Logout
          </button>
        </div>
      </div>
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
