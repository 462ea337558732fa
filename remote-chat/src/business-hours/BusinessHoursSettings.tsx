import { useId, useState, type FormEvent } from 'react';
import type { BusinessHoursAnswer } from 'shared';
import { BUSINESS_HOURS_LIMITS } from 'shared/constants';
import { saveBusinessHoursBodySchema } from 'shared/contracts';
import { fieldErrorsFromMessage, fieldErrorsOf, WEEK_DAYS, type FieldErrors } from 'shared/rules';
import { TextField } from '../chat-settings/TextField';
import { DayHours } from './DayHours';
import { hoursBodyOf, hoursFormOf, TIME_ZONES, type HoursForm, type IntervalDraft } from './hours-form';
import { useBusinessHours } from './use-business-hours';
import { SettingsPending } from '../chat-settings/SettingsPending';
import { SaveRow, type SaveStatus } from '../chat-settings/SaveRow';

/** The opening hours card of the chat settings page: loads and saves apart from the widget's look. */
export function BusinessHoursSettings() {
  const { load, reload, save } = useBusinessHours();
  if (load.status !== 'ready') return <SettingsPending load={load} reload={reload} className="chat-settings__card" label="Loading the business hours" />;
  return <HoursEditor answer={load.answer} save={save} />;
}

function HoursEditor({ answer, save }: { answer: BusinessHoursAnswer; save: ReturnType<typeof useBusinessHours>['save'] }) {
  const id = useId();
  const [form, setForm] = useState<HoursForm>(() => hoursFormOf(answer.data));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const zones = TIME_ZONES.includes(form.timeZone as (typeof TIME_ZONES)[number]) ? TIME_ZONES : [form.timeZone, ...TIME_ZONES];
  const setDay = (day: number, intervals: IntervalDraft[]) => setForm((old) => ({ ...old, week: old.week.map((d, i) => (i === day ? intervals : d)) }));

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    setStatus({ kind: 'failed', message: 'Please correct the marked fields.' });
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-hours-form="${id}"] [aria-invalid="true"]`)?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = hoursBodyOf(form);
    const checked = saveBusinessHoursBodySchema.safeParse(body);
    if (!checked.success) return showErrors(fieldErrorsOf(checked.error.issues));
    setErrors({});
    setStatus({ kind: 'saving' });
    try {
      const saved = await save(body);
      setForm(hoursFormOf(saved.data));
      setStatus({ kind: 'saved', message: saved.message });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'The business hours could not be saved.';
      const known = ['enabled', 'timeZone', 'awayMessage', ...form.week.flatMap((day, d) => day.map((_, i) => `week.${d}.${i}`))];
      const fromServer = fieldErrorsFromMessage(message, known);
      if (fromServer) return showErrors(fromServer);
      setStatus({ kind: 'failed', message });
    }
  };

  return (
    <form className="chat-settings__card" data-hours-form={id} onSubmit={(event) => void submit(event)} noValidate aria-label="Business hours">
      <fieldset>
        <legend>Business hours</legend>
        <p className="chat-settings__hint">
          Outside these hours the chat shows your away message and when you will reply. A closing time of 12:00 am is midnight.
        </p>
        <div className="chat-settings__check">
          <input id={`${id}-enabled`} type="checkbox" checked={form.enabled} onChange={(e) => setForm((old) => ({ ...old, enabled: e.target.checked }))} />
          <label htmlFor={`${id}-enabled`}>Tell customers when we are away</label>
        </div>
        <TextField id={`${id}-zone`} label="Time zone" error={errors.timeZone}>
          {(a11y) => (
            <select {...a11y} value={form.timeZone} onChange={(e) => setForm((old) => ({ ...old, timeZone: e.target.value }))}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
          )}
        </TextField>
        <div className="hours__week">
          {WEEK_DAYS.map((name, day) => (
            <DayHours key={name} name={name} idPrefix={`${id}-${day}`} intervals={form.week[day] ?? []} errorOf={(i) => errors[`week.${day}.${i}`]} onChange={(intervals) => setDay(day, intervals)} />
          ))}
        </div>
        <TextField id={`${id}-away`} label="Away message" error={errors.awayMessage} hint="What customers read when they write outside your hours.">
          {(a11y) => (
            <textarea
              {...a11y}
              rows={3}
              maxLength={BUSINESS_HOURS_LIMITS.awayMessageMax}
              value={form.awayMessage}
              onChange={(e) => setForm((old) => ({ ...old, awayMessage: e.target.value }))}
            />
          )}
        </TextField>
      </fieldset>
      <SaveRow status={status} label="Save business hours" />
    </form>
  );
}
