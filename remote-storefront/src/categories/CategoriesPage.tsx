import { observer } from 'mobx-react-lite';
import { useStore, type PageAnswer, type WebsitePage } from 'shared';
import { useT } from '../i18n/use-t';
import { CataloguesList } from './CataloguesList';
import { MobileOnlyNotice } from './MobileOnlyNotice';
import '../styles/storefront.css';
import './categories-page.css';

export interface CategoriesPageProps {
  page: WebsitePage;
  answer: PageAnswer;
}

/**
 * The categories page (page type `search`, mobile only): header 'Categories' and the business's
 * catalogues, each opening its product listing. Desktop shows the mobile-only notice.
 */
const CategoriesPage = observer(function CategoriesPage({ page }: CategoriesPageProps) {
  const { ui } = useStore();
  const t = useT();
  if (!ui.isMobile) return <MobileOnlyNotice />;
  return (
    <div className="sf-page sf-cat-page" data-page-type={page.keyValue}>
      <header className="sf-cat-header">
        <h1 className="sf-cat-header__title">{t('categories.title')}</h1>
      </header>
      {/* only on mobile: a desktop visitor's page asks the API nothing */}
      <CataloguesList accountTypeId={page.accountTypeId} />
    </div>
  );
});

export default CategoriesPage;
