import type { PageSectionsProps } from '../sections/PageSections';
import { DesktopProductListing } from './desktop/DesktopProductListing';
import { ListingPage } from './ListingPage';

/**
 * `storefront/DesktopProductListing`: the `products` page on a desktop, with pagination. The host
 * picks it or the phone's (MobileListingPage.tsx) by layout, so each device loads one listing's code.
 */
export default function DesktopListingPage({ page }: PageSectionsProps) {
  return (
    <ListingPage page={page}>
      <DesktopProductListing page={page} />
    </ListingPage>
  );
}
