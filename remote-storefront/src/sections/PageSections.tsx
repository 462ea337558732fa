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
        return <Component key={section._id} section={section} page={page} answer={answer} />;
      })}
    </div>
  );
});

export default PageSections;
