import { useStore, type OrderTimeline } from 'shared';
import { useT } from '../i18n/use-t';
import { endedText, stepName, stepTime } from './timeline-text';

/** The order's steps top to bottom: done ones with their time, the rest marked upcoming. */
export function OrderTimelineView({ timeline }: { timeline: OrderTimeline }) {
  const { locale } = useStore();
  const t = useT();
  const ended = endedText(timeline, t);
  return (
    <>
      <p className="track__order-title">{timeline.title}</p>
      {ended && (
        <p className="track__ended" role="status">
          {ended}
        </p>
      )}
      <ol className="track__steps" aria-label={t('track.progress')}>
        {timeline.steps.map((step) => (
          <li key={step.name} className={`track__step${step.done ? ' track__step--done' : ''}`}>
            <span className="track__dot" aria-hidden="true" />
            <div className="track__step-body">
              <p className="track__step-name">
                {stepName(step.name, t)}{' '}
                <span className="track__state">{step.done ? (step.at ? stepTime(step.at, locale) : t('track.done')) : t(ended ? 'track.notReached' : 'track.upcoming')}</span>
              </p>
              {step.courier && step.trackingNumber && (
                <p className="track__shipment">
                  {step.courier} · {t('track.trackingNumber')} <strong>{step.trackingNumber}</strong>
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
