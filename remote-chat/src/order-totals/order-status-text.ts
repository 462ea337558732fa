import { ORDER_STATUSES } from 'shared/constants';
import type { ChatT, ChatText } from '../i18n/use-t';

const IDS: Record<(typeof ORDER_STATUSES)[number], ChatText> = {
  Draft: 'order.status.Draft',
  Active: 'order.status.Active',
  Completed: 'order.status.Completed',
  Cancelled: 'order.status.Cancelled',
};

/** An order's status ('Draft', 'Active'…) in the page's language; a status the contract does not know, as sent. */
export function orderStatusText(t: ChatT, status: string): string {
  const id = (IDS as Record<string, ChatText | undefined>)[status];
  return id ? t(id) : status;
}
