import { useId } from 'react';
import type { SectionValue } from 'shared';
import { pickerColor, type EditField } from './edit-fields';
import { ImageUploadButton } from './ImageUploadButton';

interface Props {
  field: EditField;
  entry: SectionValue;
  error: string | undefined;
  onChange: (entry: SectionValue) => void;
}

/**
 * The inputs of one section value: the value itself (text, long text, colour with a picker, image or link
 * address, with an upload beside it) and, where the entry has them, its caption, link and shown/hidden switch (banners, cards).
 */
export function EditFieldInput({ field, entry, error, onChange }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const set = (patch: Partial<SectionValue>) => onChange({ ...entry, ...patch });
  const described = error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
  const hasExtras = entry.label !== undefined || entry.url !== undefined || entry.status !== undefined;
  const picker = field.kind === 'color' ? pickerColor(entry.value) : null;

  const valueInput =
    field.kind === 'textarea' ? (
      <textarea id={id} className="sf-edit-input" rows={4} value={entry.value} onChange={(e) => set({ value: e.target.value })} {...described} />
    ) : (
      <input
        id={id}
        className="sf-edit-input"
        type="text"
        inputMode={field.kind === 'image' || field.kind === 'link' ? 'url' : undefined}
        value={entry.value}
        onChange={(e) => set({ value: e.target.value })}
        {...described}
      />
    );

  return (
    <div className={`sf-edit-field${hasExtras ? ' sf-edit-field--group' : ''}`} data-error={error ? true : undefined}>
      <label htmlFor={id} className="sf-edit-label">
        {field.kind === 'image' ? `${field.label} (image address)` : field.label}
      </label>
      {field.kind === 'color' ? (
        <div className="sf-edit-color">
          <input
            type="color"
            className="sf-edit-color__picker"
            aria-label={`${field.label} picker`}
            value={picker ?? '#000000'}
            onChange={(e) => set({ value: e.target.value.toUpperCase() })}
          />
          {valueInput}
        </div>
      ) : field.kind === 'image' ? (
        <div className="sf-edit-image">
          {entry.value && !error && <img src={entry.value} alt="" className="sf-edit-image__preview" />}
          {valueInput}
          <ImageUploadButton fieldLabel={field.label} onUploaded={(url) => set({ value: url })} />
        </div>
      ) : (
        valueInput
      )}
      {field.kind === 'image' && <p className="sf-edit-hint">An address starting with / or https://, or upload a PNG, JPEG, WebP or GIF of at most 5 MB.</p>}
      {entry.label !== undefined && (
        <TextLine label={`${field.label} ${field.kind === 'image' ? 'alt text' : 'caption'}`} value={entry.label} onChange={(label) => set({ label })} />
      )}
      {entry.url !== undefined && <TextLine label={`${field.label} link`} value={entry.url} onChange={(url) => set({ url })} inputMode="url" />}
      {entry.status !== undefined && (
        <label className="sf-edit-check">
          <input type="checkbox" checked={entry.status === 'show'} onChange={(e) => set({ status: e.target.checked ? 'show' : 'hide' })} />
          {`Show ${field.label}`}
        </label>
      )}
      {error && (
        <p id={errorId} className="sf-edit-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function TextLine({ label, value, onChange, inputMode }: { label: string; value: string; onChange: (value: string) => void; inputMode?: 'url' }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sf-edit-label sf-edit-label--sub">
        {label}
      </label>
      <input id={id} className="sf-edit-input" type="text" inputMode={inputMode} value={value} onChange={(e) => onChange(e.target.value)} />
    </>
  );
}
