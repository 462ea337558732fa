import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useStore, visibleSections, type PageAnswer, type WebsitePage } from 'shared';
import { editableSections } from './edit-mode/editable-sections';
import { LazySectionEditFrame } from './edit-mode/lazy-edit-mode';
import { SECTION_COMPONENTS } from './section-registry';
import '../styles/storefront.css';

export interface PageSectionsProps {
  page: WebsitePage;
  answer: PageAnswer;
}

/** A page's visible sections in indexPosition order, each drawn by the component for its name. */
const PageSections = observer(function PageSections({ page, answer }: PageSectionsProps) {
  const { ui, owner } = useStore();
  const mode = ui.isMobile ? 'mobile' : 'desktop';
  // The site's owner in edit mode also gets the hidden sections (to show them again), each in an edit frame.
  const editing = owner.isEditing(page.accountTypeId);
  const sections = editing ? editableSections(page.sections, mode) : visibleSections(page.sections, mode);
  return (
    <div className="sf-page" data-page-type={page.keyValue}>
      {sections.map((section) => {
        const Component = SECTION_COMPONENTS[section.name];
        if (!Component) return null;
        const drawn = <Component section={section} page={page} answer={answer} />;
        // `display: contents` keeps the page's grid; the attribute names the section for tests and tools.
        return (
          <div key={section._id} className="sf-section-slot" data-section={section.name}>
            {editing ? (
              <Suspense fallback={drawn}>
                <LazySectionEditFrame section={section} page={page}>
                  {drawn}
                </LazySectionEditFrame>
              </Suspense>
            ) : (
              drawn
            )}
          </div>
        );
      })}
    </div>
  );
});

export default PageSections;
