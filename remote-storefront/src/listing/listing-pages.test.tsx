import { screen } from '@testing-library/react';
import { aPage, anAnswer, fakeApi, renderWithStore } from 'shared/testing';
import DesktopListingPage from './DesktopListingPage';
import MobileListingPage from './MobileListingPage';
import { mockIntersectionObserver } from '../testing/intersection-observer';
import { listingRoutes, pagedProducts, products } from './listing-test-kit';

describe('the listing pages the host picks by layout', () => {
  const page = aPage([], { keyValue: 'products', customRoute: '/products' });
  const options = (isMobile: boolean) => ({ api: fakeApi(listingRoutes(pagedProducts(products(3)))), isMobile, route: '/products' });

  it('DesktopProductListing draws the desktop listing with its catalogues and Filters & Sort in the page frame', async () => {
    renderWithStore(<DesktopListingPage page={page} answer={anAnswer(page)} />, options(false));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('group', { name: 'Catalogues' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters & Sort' })).toBeInTheDocument();
    expect(document.querySelector('[data-page-type="products"]')).toHaveClass('sf-page');
  });

  it('MobileProductListing draws the mobile listing with Filters & Sort in the page frame', async () => {
    const observer = mockIntersectionObserver();
    try {
      renderWithStore(<MobileListingPage page={page} answer={anAnswer(page)} />, options(true));
      expect(await screen.findAllByRole('article')).toHaveLength(3);
      expect(screen.getByRole('button', { name: 'Filters & Sort' })).toBeInTheDocument();
      expect(document.querySelector('[data-page-type="products"]')).toHaveClass('sf-page');
    } finally {
      observer.restore();
    }
  });
});
