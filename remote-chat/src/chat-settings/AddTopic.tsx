import { useId, useState } from 'react';
import type { ChatSettingsAnswer } from 'shared';
import { catalogueTopic, newCustomTopic, templateTopic, type TopicDraft } from './topics-form';

interface Props {
  catalogues: ChatSettingsAnswer['catalogues'];
  templates: ChatSettingsAnswer['templates'];
  full: boolean;
  onAdd: (topic: TopicDraft) => void;
}

/** Adds a topic at the end of the list: one the owner writes, one of the business's catalogues, or a template card. */
export function AddTopic({ catalogues, templates, full, onAdd }: Props) {
  const id = useId();
  const [catalogueId, setCatalogueId] = useState(catalogues[0]?.id ?? '');
  const [templateKey, setTemplateKey] = useState(templates[0]?.key ?? '');
  const catalogue = catalogues.find((c) => c.id === catalogueId);
  const template = templates.find((t) => t.key === templateKey);

  return (
    <div className="chat-settings__add" role="group" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Add a topic</h2>
      {full && <p className="chat-settings__hint">The chat lists at most 20 topics: remove one to add another.</p>}
      <button type="button" className="chat-settings__button" disabled={full} onClick={() => onAdd(newCustomTopic())}>
        Add a custom topic
      </button>
      <div className="chat-settings__add-row">
        <label htmlFor={`${id}-catalogue`}>Catalogue</label>
        <select id={`${id}-catalogue`} value={catalogueId} onChange={(e) => setCatalogueId(e.target.value)} disabled={catalogues.length === 0}>
          {catalogues.length === 0 && <option value="">No catalogues yet</option>}
          {catalogues.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <button type="button" className="chat-settings__button" disabled={full || !catalogue} onClick={() => catalogue && onAdd(catalogueTopic(catalogue))}>
          Add catalogue
        </button>
      </div>
      <div className="chat-settings__add-row">
        <label htmlFor={`${id}-template`}>Template</label>
        <select id={`${id}-template`} value={templateKey} onChange={(e) => setTemplateKey(e.target.value)}>
          {templates.map((t) => (
            <option key={t.key} value={t.key}>
              {t.name}
            </option>
          ))}
        </select>
        <button type="button" className="chat-settings__button" disabled={full || !template} onClick={() => template && onAdd(templateTopic(template))}>
          Add template
        </button>
      </div>
    </div>
  );
}
