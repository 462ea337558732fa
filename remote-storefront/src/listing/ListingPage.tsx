import type { ReactNode } from 'react';
import type { WebsitePage } from 'shared';
import '../styles/storefront.css';
import './listing.css';

/** The `products` page's frame, with the listing's styles, around either layout's listing. */
export function ListingPage({ page, children }: { page: WebsitePage; children: ReactNode }) {
  return (
    <div className="sf-page" data-page-type={page.keyValue}>
      {children}
    </div>
  );
}
