import { useEffect, useState } from 'react';
import { useStore, type OwnerNotice } from 'shared';
import { ownerNoticesAnswerSchema } from '../contract-refs';
import { OWNER_NOTICE_PATHS } from 'shared/constants';
import '../styles/owner-notices.css';

/**
 * What the system tells the owner, above the inbox: e.g. that repeated failed logins to the account were
 * stopped. Read once when the inbox opens; hiding a notice hides it for this visit (it ages out after 30
 * days). A failed read shows nothing: the inbox itself must not suffer for it.
 */
export function OwnerNotices() {
  const { owner } = useStore();
  const [notices, setNotices] = useState<OwnerNotice[]>([]);

  useEffect(() => {
    let live = true;
    owner.client
      .get(OWNER_NOTICE_PATHS.list, null, ownerNoticesAnswerSchema)
      .then((answer) => live && setNotices(answer.data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [owner.client]);

  if (notices.length === 0) return null;
  return (
    <ul className="owner-notices" aria-label="Account notices">
      {notices.map((notice) => (
        <li key={notice._id} className="owner-notice" role="status">
          <p className="owner-notice__text">{notice.text}</p>
          <button type="button" className="owner-notice__hide" aria-label="Hide this notice" onClick={() => setNotices(notices.filter((n) => n !== notice))}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
