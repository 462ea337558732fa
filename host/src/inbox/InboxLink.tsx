import { Link } from 'react-router-dom';
import { INBOX_ROUTE } from 'shared/constants';
import { badgeCount } from 'shared/rules';
import { useInboxUnread } from './use-inbox-unread';
import './inbox-link.css';

/** The edit bar's way to the owner's inbox, with the customers' unread messages when there are any. */
export function InboxLink() {
  const unread = useInboxUnread(true);
  const badge = unread === null ? null : badgeCount(unread);
  return (
    <Link to={INBOX_ROUTE} className="owner-bar__button inbox-link" aria-label={badge ? `Inbox, ${unread} unread` : undefined}>
      Inbox
      {badge && (
        <span className="inbox-link__count" aria-hidden="true">
          {badge}
        </span>
      )}
    </Link>
  );
}
