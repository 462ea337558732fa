import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import type { PaneList } from './pane-list';

interface Props<T> {
  list: PaneList<T> & { load(): Promise<void> };
  title: string;
  /** What the owner should know before acting on the list. */
  hint: string;
  /** The alert when the list could not be loaded (with Try Again). */
  failed: string;
  empty: string;
  /** An extra class for the section, for a list's own look. */
  className?: string;
  item: (value: T) => ReactNode;
}

function PaymentsPaneView<T>({ list, title, hint, failed, empty, className, item }: Props<T>) {
  const headingId = useId();
  return (
    <section className={className ? `inbox-payments ${className}` : 'inbox-payments'} aria-labelledby={headingId}>
      <h2 id={headingId} className="inbox-payments__title">
        {title}
      </h2>
      <p className="inbox-customer__muted inbox-payments__hint">{hint}</p>
      {list.status === 'error' ? (
        <div className="inbox-note" role="alert">
          <p>{failed}</p>
          <button type="button" className="inbox-button" onClick={() => void list.load()}>
            Try Again
          </button>
        </div>
      ) : list.status !== 'ready' ? (
        <p className="inbox-note">Loading payments…</p>
      ) : list.items.length === 0 ? (
        <p className="inbox-note">{empty}</p>
      ) : (
        <ul className="inbox-payments__list">{list.items.map(item)}</ul>
      )}
    </section>
  );
}

/** One list of the owner's payments pane: its heading and hint, then loading, failure, empty or the items. */
export const PaymentsPane = observer(PaymentsPaneView) as <T>(props: Props<T>) => ReactNode;
