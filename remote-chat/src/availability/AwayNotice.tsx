import { isOpenAt, wallClockOf } from 'shared/rules';
import { useChatLocale, useT } from '../i18n/use-t';
import { replyFromLine } from './availability-text';
import type { Availability } from './use-availability';

/**
 * Outside opening hours: the owner's away message (theirs, not translated) and when the business replies ('We reply from 10 am
 * tomorrow'). Inside them, or when the owner keeps no hours, nothing.
 */
export function AwayNotice({ hours, now }: { hours: Availability['hours']; now: Date }) {
  const t = useT();
  const locale = useChatLocale();
  if (!hours || isOpenAt(hours.week, wallClockOf(now, hours.timeZone))) return null;
  const replyFrom = replyFromLine(t, locale, hours.week, hours.timeZone, now);
  return (
    <div className="chat-away" role="note" aria-label={t('away.label')}>
      {hours.awayMessage && <p className="chat-away__message">{hours.awayMessage}</p>}
      {replyFrom && <p className="chat-away__when">{replyFrom}</p>}
    </div>
  );
}
