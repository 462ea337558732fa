import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ChatSettingsAnswer } from 'shared';
import { CHAT_SETTINGS_LIMITS } from 'shared/constants';
import { saveChatSettingsBodySchema } from 'shared/contracts';
import { fieldErrorsFromMessage, fieldErrorsOf, type FieldErrors } from 'shared/rules';
import { BusinessHoursSettings } from '../business-hours/BusinessHoursSettings';
import { readableTextOn } from '../widget/readable-text';
import { AddTopic } from './AddTopic';
import { TextField } from './TextField';
import { TopicEditor } from './TopicEditor';
import { bodyOf, formOf, moveTopic, type ChatSettingsForm, type TopicDraft } from './topics-form';
import { useChatSettings } from './use-chat-settings';
import './chat-settings.css';
import { SettingsPending } from './SettingsPending';
import { SaveRow, type SaveStatus } from './SaveRow';

/**
 * The chat widget's settings (exposed as `chat/OwnerChatSettings`, shown by the host at
 * `/owner/chat-settings`): header title, theme colour, whether the chat shows, and its topics in order;
 * below them the business hours and away message, a form of their own.
 * Saved settings show in the widget of every page loaded afterwards.
 */
export default function OwnerChatSettings() {
  const { load, reload, save } = useChatSettings();
  if (load.status !== 'ready') return <SettingsPending load={load} reload={reload} className="chat-settings" label="Loading the chat settings" />;
  return (
    <>
      <SettingsEditor answer={load.answer} save={save} />
      <div className="chat-settings chat-settings--more">
        <BusinessHoursSettings />
      </div>
    </>
  );
}


const FIELDS = ['headerTitle', 'themeColor', 'enabled', 'topics'];

function SettingsEditor({ answer, save }: { answer: ChatSettingsAnswer; save: ReturnType<typeof useChatSettings>['save'] }) {
  const id = useId();
  const [catalogues, setCatalogues] = useState(answer.catalogues);
  const [form, setForm] = useState<ChatSettingsForm>(() => formOf(answer.data));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: string; dir: 'up' | 'down' } | null>(null);
  const setTopics = (change: (topics: TopicDraft[]) => TopicDraft[]) => setForm((old) => ({ ...old, topics: change(old.topics) }));
  const errorOf = (path: string) => errors[path];
  const hexOk = /^#[0-9a-f]{6}$/i.test(form.themeColor.trim());

  useEffect(() => {
    if (!focusAfterMove) return;
    const { key, dir } = focusAfterMove;
    const button = document.getElementById(`${id}-${key}-${dir}`) as HTMLButtonElement | null;
    const other = document.getElementById(`${id}-${key}-${dir === 'up' ? 'down' : 'up'}`) as HTMLButtonElement | null;
    (button && !button.disabled ? button : other)?.focus();
  }, [focusAfterMove, id]);

  const move = (index: number, by: -1 | 1) => {
    const topic = form.topics[index];
    if (!topic) return;
    const moved = moveTopic(form.topics, index, by);
    setTopics(() => moved);
    setAnnouncement(`${topic.name.trim() || 'Topic'} moved to position ${moved.indexOf(topic) + 1} of ${moved.length}`);
    setFocusAfterMove({ key: topic.key, dir: by < 0 ? 'up' : 'down' });
  };

  const focusFirstError = (found: FieldErrors) => {
    const field = document.querySelector<HTMLElement>(`.chat-settings [aria-invalid="true"]`);
    if (Object.keys(found).length > 0) field?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { body, priceErrors } = bodyOf(form);
    const checked = saveChatSettingsBodySchema.safeParse(body);
    const found = { ...(checked.success ? {} : fieldErrorsOf(checked.error.issues)), ...priceErrors };
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setStatus({ kind: 'failed', message: 'Please correct the marked fields.' });
      requestAnimationFrame(() => focusFirstError(found));
      return;
    }
    setErrors({});
    setStatus({ kind: 'saving' });
    try {
      const saved = await save(body);
      setForm(formOf(saved.data));
      setCatalogues(saved.catalogues);
      setStatus({ kind: 'saved', message: saved.message });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'The chat settings could not be saved.';
      const known = [...FIELDS, ...form.topics.flatMap((_, i) => ['name', 'description', 'quickReply', 'pricePaise', 'image', 'catalogueId'].map((f) => `topics.${i}.${f}`))];
      const fromServer = fieldErrorsFromMessage(message, known);
      setErrors(fromServer ?? {});
      setStatus({ kind: 'failed', message: fromServer ? 'Please correct the marked fields.' : message });
      if (fromServer) requestAnimationFrame(() => focusFirstError(fromServer));
    }
  };

  return (
    <div className="chat-settings">
      <h1 className="chat-settings__title">Chat settings</h1>
      <form className="chat-settings__card" onSubmit={(event) => void submit(event)} noValidate aria-label="Chat settings">
        <fieldset>
          <legend>Look</legend>
          <div className="chat-settings__check">
            <input id={`${id}-enabled`} type="checkbox" checked={form.enabled} onChange={(e) => setForm((old) => ({ ...old, enabled: e.target.checked }))} />
            <label htmlFor={`${id}-enabled`}>Show the chat on my site</label>
          </div>
          <TextField id={`${id}-title`} label="Header title" error={errorOf('headerTitle')}>
            {(a11y) => <input {...a11y} maxLength={CHAT_SETTINGS_LIMITS.headerTitleMax} value={form.headerTitle} onChange={(e) => setForm((old) => ({ ...old, headerTitle: e.target.value }))} />}
          </TextField>
          <TextField id={`${id}-colour`} label="Theme colour" error={errorOf('themeColor')} hint="A colour such as #0F766E. The header text turns white or dark, whichever reads better on it.">
            {(a11y) => (
              <div className="chat-settings__colour">
                <input {...a11y} value={form.themeColor} spellCheck={false} onChange={(e) => setForm((old) => ({ ...old, themeColor: e.target.value }))} />
                <input
                  type="color"
                  aria-label="Pick the theme colour"
                  value={hexOk ? form.themeColor.trim().toLowerCase() : '#000000'}
                  onChange={(e) => setForm((old) => ({ ...old, themeColor: e.target.value.toUpperCase() }))}
                />
              </div>
            )}
          </TextField>
          {hexOk && (
            <div className="chat-settings__preview" style={{ background: form.themeColor, color: readableTextOn(form.themeColor) }} aria-hidden="true">
              {form.headerTitle || ' '}
            </div>
          )}
        </fieldset>
        <fieldset>
          <legend>Topics</legend>
          <p className="chat-settings__hint">What a customer can pick when the chat opens, in this order.</p>
          {form.topics.length === 0 && <p className="chat-settings__hint">No topics yet: customers go straight to the chat.</p>}
          <ol className="chat-settings__topics">
            {form.topics.map((topic, index) => (
              <TopicEditor
                key={topic.key}
                topic={topic}
                index={index}
                count={form.topics.length}
                idPrefix={id}
                catalogues={catalogues}
                templates={answer.templates}
                errorOf={errorOf}
                onChange={(changed) => setTopics((topics) => topics.map((t) => (t.key === topic.key ? changed : t)))}
                onMove={(by) => move(index, by)}
                onRemove={() => {
                  setTopics((topics) => topics.filter((t) => t.key !== topic.key));
                  setAnnouncement(`${topic.name.trim() || 'Topic'} removed`);
                }}
              />
            ))}
          </ol>
          <AddTopic
            catalogues={catalogues}
            templates={answer.templates}
            full={form.topics.length >= CHAT_SETTINGS_LIMITS.topicsMax}
            onAdd={(topic) => {
              setTopics((topics) => [...topics, topic]);
              requestAnimationFrame(() => document.getElementById(`${id}-${topic.key}-name`)?.focus());
            }}
          />
          <p className="chat-settings__visually-hidden" role="status">
            {announcement}
          </p>
        </fieldset>
        <SaveRow status={status} label="Save chat settings" />
      </form>
    </div>
  );
}
