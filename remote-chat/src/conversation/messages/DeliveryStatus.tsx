import { useT, type ChatText } from '../../i18n/use-t';

export type Delivery = 'pending' | 'sent' | 'read';

/** The state of one's own message: waiting to send (clock), stored (one tick), read by the other side (two ticks). */
export function deliveryOf(message: { readAt: string | null }, pending: boolean): Delivery {
  if (pending) return 'pending';
  return message.readAt ? 'read' : 'sent';
}

const LABELS: Record<Delivery, ChatText> = { pending: 'delivery.pending', sent: 'delivery.sent', read: 'delivery.read' };

/** The tick beside the time of one's own message, labelled for screen readers. */
export function DeliveryStatus({ delivery }: { delivery: Delivery }) {
  const label = useT()(LABELS[delivery]);
  return (
    <span className={`chat-msg__status chat-msg__status--${delivery}`} role="img" aria-label={label} title={label}>
      {delivery === 'pending' ? (
        <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </svg>
      ) : (
        <svg width="18" height="14" viewBox="0 0 28 20" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M2 11l5 5L17 4" />
          {delivery === 'read' && <path d="M12 14l2 2L26 4" />}
        </svg>
      )}
    </span>
  );
}
