import { observer } from 'mobx-react-lite';
import { useStore } from 'shared';
import { InboxLink } from '../inbox/InboxLink';

/** The site's own owner's bar: the Inbox (with its unread count), Edit Website / Exit edit mode and Logout. */
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
