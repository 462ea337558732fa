import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useStore, type PageAnswer, type WebsitePage } from 'shared';
import { visibleSections } from 'shared/sections';
import { editableSections } from './edit-mode/editable-sections';
import { LazySectionEditFrame } from './edit-mode/lazy-edit-mode';
import { LazyHydration } from './lazy-hydration/LazyHydration';
import { SECTION_COMPONENTS } from './section-registry';
import '../styles/storefront.css';

/** Sections from the top that hydrate with the page: the first screen. The rest hydrate when near or idle. */
export const EAGER_SECTIONS = 1;

/**
 * A section below the first screen is laid out and painted only once it comes near the viewport
 * (`sf-section-slot--offscreen`, base.css), so the first paint of a long page does the first screen's
 * work only. Edit mode draws every section at once.
 */
function slotClass(eager: boolean): string {
  return eager ? 'sf-section-slot' : 'sf-section-slot sf-section-slot--offscreen';
}

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
  const drawable = sections.flatMap((section) => {
    const Component = SECTION_COMPONENTS[section.name];
    return Component ? [{ section, Component }] : [];
  });
  return (
    <div className="sf-page" data-page-type={page.keyValue}>
      {drawable.map(({ section, Component }, index) => {
        const drawn = <Component section={section} page={page} answer={answer} />;
        // `display: contents` keeps the page's grid; the attribute names the section for tests and tools.
        // An owner editing gets every section live at once, to reach its edit controls.
        return (
          <LazyHydration key={section._id} className={slotClass(editing || index < EAGER_SECTIONS)} data-section={section.name} eager={editing || index < EAGER_SECTIONS}>
            {editing ? (
              <Suspense fallback={drawn}>
                <LazySectionEditFrame section={section} page={page}>
                  {drawn}
                </LazySectionEditFrame>
              </Suspense>
            ) : (
              drawn
            )}
          </LazyHydration>
        );
      })}
    </div>
  );
});

export default PageSections;
