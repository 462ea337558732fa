import type { PageSectionsProps } from '../sections/PageSections';
import { MobileProductListing } from './mobile/MobileProductListing';
import { ListingPage } from './ListingPage';

/**
 * `storefront/MobileProductListing`: the `products` page on a phone (768 px or less), with filters and
 * infinite scroll. The host picks it or the desktop's (DesktopListingPage.tsx) by layout.
 */
export default function MobileListingPage({ page }: PageSectionsProps) {
  return (
    <ListingPage page={page}>
      <MobileProductListing page={page} />
    </ListingPage>
  );
}
