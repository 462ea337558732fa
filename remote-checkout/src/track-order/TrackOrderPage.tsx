import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from 'shared';
import { sayShared } from '../i18n/shared-texts';
import { useT } from '../i18n/use-t';
import { createTrackOrderApi, type TrackOrderApi } from './track-order-api';
import { TrackOrderStore } from './track-order-store';
import { OrderTimelineView } from './OrderTimelineView';
import './track-order.css';

export interface TrackOrderPageProps {
  /** The site whose order is tracked. */
  subdomain: string;
  /** Tests pass fake calls; the page makes its own over the shopper's client. */
  api?: TrackOrderApi;
}

/** The order number the address carries (`/track-order?order=KS-1042`, the chat's order card links so). */
const orderFromAddress = () => (typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('order') ?? ''));

/**
 * Public order tracking (exposed as `checkout/TrackOrderPage`, shown by the host at /track-order): the
 * order number and the phone it was placed with, then the code sent to that phone, then the order's
 * timeline. Needs no login and logs nobody in.
 */
const TrackOrderPage = observer(function TrackOrderPage({ subdomain, api }: TrackOrderPageProps) {
  const root = useStore();
  const t = useT();
  const [store] = useState(() => new TrackOrderStore(api ?? createTrackOrderApi(root.api), subdomain, orderFromAddress(), root.locale));
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  const title = t('track.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  // each step's heading takes the keyboard, so a screen reader hears where the page went
  useEffect(() => {
    if (store.step !== 'details') heading.current?.focus();
  }, [store.step]);

  const submit = (run: () => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    void run();
  };
  const error = store.error && (
    <p className="track__error" role="alert">
      {store.error}
    </p>
  );

  // A section, not the page's main: the host's frame around it (the site's layout) is the main landmark.
  return (
    <section className="track" aria-label={title}>
      {store.step === 'details' && (
        <form className="track__form" onSubmit={submit(store.sendCode)} aria-labelledby={`${id}-title`}>
          <h1 id={`${id}-title`} className="track__title">
            {title}
          </h1>
          <p className="track__hint">{t('track.hint')}</p>
          <label className="track__label" htmlFor={`${id}-order`}>
            {t('track.orderNumber')}
          </label>
          <input id={`${id}-order`} className="track__input" value={store.orderNumber} onChange={(e) => store.setOrderNumber(e.target.value)} required autoComplete="off" />
          <label className="track__label" htmlFor={`${id}-phone`}>
            {t('track.phone')}
          </label>
          <div className="track__phone">
            <span className="track__prefix" aria-hidden="true">
              +91
            </span>
            <input
              id={`${id}-phone`}
              className="track__input"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={store.phoneNumber}
              onChange={(e) => store.setPhoneNumber(e.target.value)}
              required
            />
          </div>
          {error}
          <button type="submit" className="track__button" disabled={store.busy}>
            {t('track.sendCode')}
          </button>
        </form>
      )}

      {store.step === 'code' && (
        <form className="track__form" onSubmit={submit(store.showTimeline)} aria-labelledby={`${id}-code-title`}>
          <h1 id={`${id}-code-title`} className="track__title" tabIndex={-1} ref={heading}>
            {t('track.codeTitle')}
          </h1>
          <p className="track__hint">{sayShared(t, store.notice)}</p>
          <label className="track__label" htmlFor={`${id}-code`}>
            {t('track.code')}
          </label>
          <input
            id={`${id}-code`}
            className="track__input track__input--code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={store.code}
            onChange={(e) => store.setCode(e.target.value)}
            required
            pattern="\d{6}"
          />
          {error}
          <button type="submit" className="track__button" disabled={store.busy || store.code.length !== 6}>
            {t('track.show')}
          </button>
          <button type="button" className="track__link" onClick={store.startOver}>
            {t('track.startOver')}
          </button>
        </form>
      )}

      {store.step === 'timeline' && store.timeline && (
        <section className="track__result" aria-labelledby={`${id}-order-title`}>
          <h1 id={`${id}-order-title`} className="track__title" tabIndex={-1} ref={heading}>
            {t('track.order', { orderNumber: store.timeline.orderNumber })}
          </h1>
          <OrderTimelineView timeline={store.timeline} />
          <button type="button" className="track__link" onClick={store.startOver}>
            {t('track.another')}
          </button>
        </section>
      )}
    </section>
  );
});

export default TrackOrderPage;
