import { screen } from '@testing-library/react';
import { aPage, anAnswer, fakeApi, renderWithStore } from 'shared/testing';
import ProductListing from './ProductListing';
import { mockIntersectionObserver } from '../testing/intersection-observer';
import { listingRoutes, pagedProducts, products } from './listing-test-kit';

describe('ProductListing', () => {
  const page = aPage([], { keyValue: 'products', customRoute: '/products' });
  const render = (isMobile: boolean) =>
    renderWithStore(<ProductListing page={page} answer={anAnswer(page)} />, { api: fakeApi(listingRoutes(pagedProducts(products(3)))), isMobile, route: '/products' });

  it('draws the desktop listing with pagination on a desktop layout', async () => {
    render(false);
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('group', { name: 'Catalogues' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filters & Sort' })).toBeNull();
    expect(document.querySelector('[data-page-type="products"]')).toHaveClass('sf-page');
  });

  it('draws the mobile listing on a phone, and follows the breakpoint', async () => {
    const observer = mockIntersectionObserver();
    try {
      const { setMobile } = render(true);
      expect(await screen.findAllByRole('article')).toHaveLength(3);
      expect(screen.getByRole('button', { name: 'Filters & Sort' })).toBeInTheDocument();
      setMobile(false);
      expect(screen.queryByRole('button', { name: 'Filters & Sort' })).toBeNull();
      expect(await screen.findAllByRole('article')).toHaveLength(3);
    } finally {
      observer.restore();
    }
  });
});
