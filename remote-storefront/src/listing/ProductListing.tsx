import { observer } from 'mobx-react-lite';
import { useStore } from 'shared';
import type { PageSectionsProps } from '../sections/PageSections';
import { DesktopProductListing } from './desktop/DesktopProductListing';
import { MobileProductListing } from './mobile/MobileProductListing';
import '../styles/storefront.css';
import './listing.css';

/**
 * The `products` page (`storefront/ProductListing`): the desktop listing with pagination, or on a phone
 * (768 px or less) the mobile listing with filters and infinite scroll. Both keep their state in the URL.
 */
const ProductListing = observer(function ProductListing({ page }: PageSectionsProps) {
  const { ui } = useStore();
  return (
    <div className="sf-page" data-page-type={page.keyValue}>
      {ui.isMobile ? <MobileProductListing page={page} /> : <DesktopProductListing page={page} />}
    </div>
  );
});

export default ProductListing;
