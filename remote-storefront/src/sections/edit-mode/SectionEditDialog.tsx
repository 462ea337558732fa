import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useStore, type Section, type SectionValue } from 'shared';
import { isCatalogueEntry, sectionValueProblem } from 'shared/constants';
import { editFields } from './edit-fields';
import { EditFieldInput } from './EditFieldInput';
import { Modal } from './Modal';

interface Props {
  section: Section;
  label: string;
  onClose: () => void;
}

/**
 * Edit: a form over the section's values by key. Checks colours and addresses as the server will (the
 * same rule from `shared`), sends the values, and closes when the server took them; the page on screen is
 * replaced by the one the server answers.
 */
export const SectionEditDialog = observer(function SectionEditDialog({ section, label, onClose }: Props) {
  const { owner } = useStore();
  const [entries, setEntries] = useState<SectionValue[]>(() => section.values.map((v) => ({ ...v })));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const fields = editFields(section.values);
  const saving = owner.isPending(section._id);

  const change = (index: number, entry: SectionValue) => {
    setEntries((all) => all.map((e, i) => (i === index ? entry : e)));
    setErrors(({ [index]: _fixed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found: Record<number, string> = {};
    for (const field of fields) {
      const problem = sectionValueProblem(entries[field.index] as SectionValue);
      if (problem) found[field.index] = problem;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // after React drew the messages: focus the first field that needs attention
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    if (await owner.updateSection(section._id, entries.filter((e) => !isCatalogueEntry(e)))) onClose();
  };

  return (
    <Modal title={`Edit ${label}`} onClose={onClose}>
      <form className="sf-edit-form" onSubmit={submit} noValidate>
        {fields.length === 0 ? (
          <p className="sf-edit-hint">This section has no values to edit.</p>
        ) : (
          <div className="sf-edit-form__fields">
            {fields.map((field) => (
              <EditFieldInput
                key={field.index}
                field={field}
                entry={entries[field.index] as SectionValue}
                error={errors[field.index]}
                onChange={(entry) => change(field.index, entry)}
              />
            ))}
          </div>
        )}
        <div className="sf-modal__actions">
          <button type="button" className="sf-edit-button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="sf-edit-button sf-edit-button--primary" disabled={saving || fields.length === 0}>
            {saving ? 'Saving…' : 'Save changes'}
          </button>
        </div>
      </form>
    </Modal>
  );
});
