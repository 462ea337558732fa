import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useStore, type Section, type WebsitePage } from 'shared';
import { ConfirmDialog } from './ConfirmDialog';
import { sectionLabel } from './editable-sections';
import { SectionEditDialog } from './SectionEditDialog';
import './edit-mode.css';

interface Props {
  section: Section;
  page: WebsitePage;
  children: ReactNode;
}

const VIEW_MODE_BADGES = { desktop: 'Desktop only', mobile: 'Mobile only' } as const;

/**
 * A section in edit mode: the section as visitors see it (dimmed when hidden) under a bar naming it, with
 * Edit, Duplicate, Hide/Show and Remove. Remove asks first. Every action goes through the owner store,
 * whose answer replaces the page.
 */
export const SectionEditFrame = observer(function SectionEditFrame({ section, page, children }: Props) {
  const { owner } = useStore();
  const [dialog, setDialog] = useState<'edit' | 'remove' | null>(null);
  const label = sectionLabel(section);
  const hidden = section.status === 'hide';
  const pending = owner.isPending(section._id);
  const close = () => setDialog(null);

  const remove = async () => {
    if (await owner.removeSection(section._id)) close();
  };

  return (
    <div className={`sf-edit-frame${hidden ? ' sf-edit-frame--hidden' : ''}`} data-edit-section={section._id} aria-busy={pending || undefined}>
      <div className="sf-edit-bar" role="group" aria-label={`${label} section`}>
        <span className="sf-edit-bar__name">{label}</span>
        {hidden && <span className="sf-edit-badge sf-edit-badge--hidden">Hidden</span>}
        {section.viewMode !== 'both' && <span className="sf-edit-badge">{VIEW_MODE_BADGES[section.viewMode]}</span>}
        <span className="sf-edit-bar__actions">
          <button type="button" className="sf-edit-button" onClick={() => setDialog('edit')} disabled={pending}>
            Edit
          </button>
          <button type="button" className="sf-edit-button" onClick={() => void owner.duplicateSection(section, page)} disabled={pending}>
            Duplicate
          </button>
          <button type="button" className="sf-edit-button" onClick={() => void owner.setSectionStatus(section._id, hidden ? 'show' : 'hide')} disabled={pending}>
            {hidden ? 'Show' : 'Hide'}
          </button>
          <button type="button" className="sf-edit-button sf-edit-button--danger" onClick={() => setDialog('remove')} disabled={pending}>
            Remove
          </button>
        </span>
      </div>
      <div className="sf-edit-frame__content">{children}</div>
      {dialog === 'edit' && <SectionEditDialog section={section} label={label} onClose={close} />}
      {dialog === 'remove' && (
        <ConfirmDialog
          title="Remove this section?"
          message={`“${label}” will be removed from the page. This cannot be undone.`}
          confirmLabel="Remove"
          busy={pending}
          onConfirm={() => void remove()}
          onCancel={close}
        />
      )}
    </div>
  );
});
