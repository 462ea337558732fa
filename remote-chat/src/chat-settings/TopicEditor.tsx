import type { ChatSettingsAnswer } from 'shared';
import { TextField } from './TextField';
import type { TopicDraft } from './topics-form';

interface Props {
  topic: TopicDraft;
  index: number;
  count: number;
  idPrefix: string;
  catalogues: ChatSettingsAnswer['catalogues'];
  templates: ChatSettingsAnswer['templates'];
  errorOf: (path: string) => string | undefined;
  onChange: (topic: TopicDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

const KIND = { custom: 'Custom topic', catalogue: 'Catalogue', template: 'Template' } as const;

/** One topic of the list: its fields by kind, and buttons to move it up or down or remove it. */
export function TopicEditor({ topic, index, count, idPrefix, catalogues, templates, errorOf, onChange, onMove, onRemove }: Props) {
  const id = (field: string) => `${idPrefix}-${topic.key}-${field}`;
  const path = (field: string) => `topics.${index}.${field}`;
  const title = topic.name.trim() || `topic ${index + 1}`;
  const set = (patch: Partial<TopicDraft>) => onChange({ ...topic, ...patch } as TopicDraft);
  const source =
    topic.type === 'catalogue'
      ? (catalogues.find((c) => c.id === topic.catalogueId)?.name ?? 'a catalogue that no longer exists')
      : topic.type === 'template'
        ? (templates.find((t) => t.key === topic.templateKey)?.name ?? topic.templateKey)
        : null;

  return (
    <li className="chat-settings__topic">
      <fieldset>
        <legend>
          {index + 1}. {KIND[topic.type]}
          {source && <span className="chat-settings__source">: {source}</span>}
        </legend>
        <TextField id={id('name')} label="Name" error={errorOf(path('name'))}>
          {(a11y) => <input {...a11y} value={topic.name} onChange={(e) => set({ name: e.target.value })} />}
        </TextField>
        <TextField id={id('description')} label="Description" error={errorOf(path('description'))}>
          {(a11y) => <input {...a11y} value={topic.description} onChange={(e) => set({ description: e.target.value })} />}
        </TextField>
        {topic.type === 'custom' && (
          <TextField id={id('quickReply')} label="Message sent when picked" error={errorOf(path('quickReply'))} hint="Leave empty to just open the chat.">
            {(a11y) => <textarea {...a11y} rows={2} value={topic.quickReply} onChange={(e) => set({ quickReply: e.target.value })} />}
          </TextField>
        )}
        {topic.type !== 'catalogue' && (
          <TextField id={id('price')} label="Price from (₹)" error={errorOf(path('pricePaise'))}>
            {(a11y) => <input {...a11y} inputMode="decimal" value={topic.priceText} onChange={(e) => set({ priceText: e.target.value })} />}
          </TextField>
        )}
        <div className="chat-settings__topic-actions">
          <button type="button" id={id('up')} className="chat-settings__button" disabled={index === 0} onClick={() => onMove(-1)} aria-label={`Move ${title} up`}>
            ↑ Up
          </button>
          <button type="button" id={id('down')} className="chat-settings__button" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={`Move ${title} down`}>
            ↓ Down
          </button>
          <button type="button" className="chat-settings__button chat-settings__remove" onClick={onRemove} aria-label={`Remove ${title}`}>
            Remove
          </button>
        </div>
      </fieldset>
    </li>
  );
}
