import { useState } from 'react';
import { type Section, type WebsitePage } from 'shared';
import { valueOf } from 'shared/sections';
import { SelectCatalogueModal } from './SelectCatalogueModal';
import '../edit-mode/edit-mode.css';

interface Props {
  section: Section;
  page: WebsitePage;
}

/** Edit mode's Change Catalogue panel over Featured Products: which catalogue feeds the section, and a way to change it. */
export function ChangeCataloguePanel({ section, page }: Props) {
  const [open, setOpen] = useState(false);
  const slug = valueOf(section, 'catalogueSlug')?.trim() || undefined;
  return (
    <div className="sf-catalogue-panel" role="group" aria-label="Change Catalogue">
      <p className="sf-catalogue-panel__text">{slug ? <>Showing products of the catalogue <strong>{slug}</strong></> : 'No catalogue connected yet'}</p>
      <button type="button" className="sf-edit-button sf-edit-button--primary" onClick={() => setOpen(true)}>
        Change Catalogue
      </button>
      {open && <SelectCatalogueModal sectionId={section._id} accountTypeId={page.accountTypeId} currentSlug={slug} onClose={() => setOpen(false)} />}
    </div>
  );
}
