import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { useStore, type PageAnswer, type WebsitePage } from 'shared';
import { documentTitle } from 'shared/rules';
import { DetailsSkeleton } from './DetailsSkeleton';
import { ProductLayout } from './ProductLayout';
import { ProductUnavailable } from './ProductUnavailable';
import { useDocumentTitle } from './use-document-title';
import { useProductDetails } from './use-product-details';
import '../styles/storefront.css';
import './product-details.css';

export interface ProductDetailsProps {
  page: WebsitePage;
  answer: PageAnswer;
}

/** The site's contact page, where Contact support leads; /contact when the site lists none. */
function contactPath(answer: PageAnswer): string {
  return answer.pages.find((p) => p.keyValue === 'contact')?.customRoute ?? '/contact';
}

/**
 * The product details page, `/product-details?name={slug}`: loads the product named in the URL and
 * draws it for the layout (desktop gallery or mobile carousel with a sticky action bar), with
 * skeletons while loading and 'Product Not Found' / 'Product Not Available' when it cannot.
 */
const ProductDetails = observer(function ProductDetails({ page, answer }: ProductDetailsProps) {
  const { ui } = useStore();
  const [params] = useSearchParams();
  const state = useProductDetails(page.accountTypeId, params.get('name'));
  useDocumentTitle(state.status === 'ready' ? documentTitle(state.product.name, answer.businessName) : null);

  return (
    <div className={`sf-page sf-pd-page${ui.isMobile ? ' sf-pd-page--mobile' : ''}`} data-page-type={page.keyValue}>
      {state.status === 'loading' && <DetailsSkeleton mobile={ui.isMobile} />}
      {(state.status === 'not-found' || state.status === 'unavailable') && <ProductUnavailable reason={state.status} contactPath={contactPath(answer)} />}
      {state.status === 'ready' && <ProductLayout key={state.product._id} product={state.product} />}
    </div>
  );
});

export default ProductDetails;
