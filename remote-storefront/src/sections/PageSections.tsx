import { observer } from 'mobx-react-lite';
import { useStore, visibleSections, type PageAnswer, type WebsitePage } from 'shared';
import { SECTION_COMPONENTS } from './section-registry';
import '../styles/storefront.css';

export interface PageSectionsProps {
  page: WebsitePage;
  answer: PageAnswer;
}

/** A page's visible sections in indexPosition order, each drawn by the component for its name. */
const PageSections = observer(function PageSections({ page, answer }: PageSectionsProps) {
  const { ui } = useStore();
  const sections = visibleSections(page.sections, ui.isMobile ? 'mobile' : 'desktop');
  return (
    <div className="sf-page" data-page-type={page.keyValue}>
      {sections.map((section) => {
        const Component = SECTION_COMPONENTS[section.name];
        if (!Component) return null;
        // `display: contents` keeps the page's grid; the attribute names the section for tests and tools.
        return (
          <div key={section._id} className="sf-section-slot" data-section={section.name}>
            <Component section={section} page={page} answer={answer} />
          </div>
        );
      })}
    </div>
  );
});

export default PageSections;
