import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useStore } from 'shared';
import { OWNER_PAGES } from '../back-office/owner-pages';
import { InboxLink } from '../inbox/InboxLink';

/** The site's own owner's bar: the back office, the Inbox (with its unread count), Edit Website / Exit edit mode and Logout. */
export const OwnerBar = observer(function OwnerBar() {
  const { owner } = useStore();
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
        {OWNER_PAGES[0] && (
          <Link to={OWNER_PAGES[0].path} className="owner-bar__button owner-bar__link">
            Back office
          </Link>
        )}
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
});
