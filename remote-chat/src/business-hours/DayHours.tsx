import { BUSINESS_HOURS_LIMITS } from 'shared/constants';
import { newIntervalKey, STARTING_INTERVAL, type IntervalDraft } from './hours-form';

interface Props {
  name: string;
  idPrefix: string;
  intervals: IntervalDraft[];
  errorOf: (interval: number) => string | undefined;
  onChange: (intervals: IntervalDraft[]) => void;
}

/** One day of the week: closed, or open in one or more intervals, each with its error beside it. */
export function DayHours({ name, idPrefix, intervals, errorOf, onChange }: Props) {
  const open = intervals.length > 0;
  const change = (key: string, field: 'open' | 'close', value: string) => onChange(intervals.map((i) => (i.key === key ? { ...i, [field]: value } : i)));
  const add = () => {
    const last = intervals.at(-1);
    // the next stretch starts where the last one closed
    const start = last && last.close !== '00:00' ? { open: last.close, close: last.close < '23:00' ? '23:00' : '00:00' } : STARTING_INTERVAL;
    onChange([...intervals, { key: newIntervalKey(), ...start }]);
  };
  return (
    <fieldset className="hours__day">
      <legend>{name}</legend>
      <div className="chat-settings__check">
        <input
          id={`${idPrefix}-open`}
          type="checkbox"
          checked={open}
          onChange={(e) => onChange(e.target.checked ? [{ key: newIntervalKey(), ...STARTING_INTERVAL }] : [])}
        />
        <label htmlFor={`${idPrefix}-open`}>Open on {name}</label>
      </div>
      {intervals.map((interval, index) => {
        const error = errorOf(index);
        const errorId = `${idPrefix}-${interval.key}-error`;
        const a11y = { 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': error ? errorId : undefined };
        return (
          <div key={interval.key} className="hours__interval">
            <div className="chat-settings__field">
              <label htmlFor={`${idPrefix}-${interval.key}-open`}>Opens</label>
              <input id={`${idPrefix}-${interval.key}-open`} type="time" value={interval.open} onChange={(e) => change(interval.key, 'open', e.target.value)} {...a11y} />
            </div>
            <div className="chat-settings__field">
              <label htmlFor={`${idPrefix}-${interval.key}-close`}>Closes</label>
              <input id={`${idPrefix}-${interval.key}-close`} type="time" value={interval.close} onChange={(e) => change(interval.key, 'close', e.target.value)} {...a11y} />
            </div>
            <button
              type="button"
              className="chat-settings__button chat-settings__remove"
              aria-label={`Remove ${name} ${interval.open} to ${interval.close}`}
              onClick={() => onChange(intervals.filter((i) => i.key !== interval.key))}
            >
              Remove
            </button>
            {error && (
              <p id={errorId} className="chat-settings__error hours__error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {open && intervals.length < BUSINESS_HOURS_LIMITS.intervalsPerDayMax && (
        <button type="button" className="chat-settings__button hours__add" onClick={add}>
          Add hours on {name}
        </button>
      )}
    </fieldset>
  );
}
