import type { OrderTimeline } from 'shared';
import { endedText, stepTime } from './timeline-text';

/** The order's steps top to bottom: done ones with their time, the rest marked upcoming. */
export function OrderTimelineView({ timeline }: { timeline: OrderTimeline }) {
  const ended = endedText(timeline);
  return (
    <>
      <p className="track__order-title">{timeline.title}</p>
      {ended && (
        <p className="track__ended" role="status">
          {ended}
        </p>
      )}
      <ol className="track__steps" aria-label="Order progress">
        {timeline.steps.map((step) => (
          <li key={step.name} className={`track__step${step.done ? ' track__step--done' : ''}`}>
            <span className="track__dot" aria-hidden="true" />
            <div className="track__step-body">
              <p className="track__step-name">
                {step.name} <span className="track__state">{step.done ? (step.at ? stepTime(step.at) : 'Done') : ended ? 'Not reached' : 'Upcoming'}</span>
              </p>
              {step.courier && step.trackingNumber && (
                <p className="track__shipment">
                  {step.courier} · Tracking number <strong>{step.trackingNumber}</strong>
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
