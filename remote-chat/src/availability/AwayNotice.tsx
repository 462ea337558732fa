import { isOpenAt, replyFromText, wallClockOf } from 'shared/rules';
import type { Availability } from './use-availability';

/**
 * Outside opening hours: the owner's away message and when the business replies ('We reply from 10 am
 * tomorrow'). Inside them, or when the owner keeps no hours, nothing.
 */
export function AwayNotice({ hours, now }: { hours: Availability['hours']; now: Date }) {
  if (!hours || isOpenAt(hours.week, wallClockOf(now, hours.timeZone))) return null;
  const replyFrom = replyFromText(hours.week, hours.timeZone, now);
  return (
    <div className="chat-away" role="note" aria-label="We are away">
      {hours.awayMessage && <p className="chat-away__message">{hours.awayMessage}</p>}
      {replyFrom && <p className="chat-away__when">{replyFrom}</p>}
    </div>
  );
}
