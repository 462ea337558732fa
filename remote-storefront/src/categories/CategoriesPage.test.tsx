import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from 'shared/constants';
import { ACCOUNT_TYPE_ID, aCatalogue, aCatalogueList, aPage, anAnswer, deferred, fakeApi, type FakeRoute, renderWithStore } from 'shared/testing';
import CategoriesPage from './CategoriesPage';

function renderPage(route: FakeRoute, isMobile = true) {
  const page = aPage([], { keyValue: 'search', customRoute: '/search', title: 'Categories' });
  const api = fakeApi({ [API_PATHS.cataloguesByAccount]: route });
  return renderWithStore(<CategoriesPage page={page} answer={anAnswer(page)} />, { api, isMobile, route: '/search' });
}

describe('CategoriesPage', () => {
  it("shows the header 'Categories' and 6 skeleton rows while the catalogues load", () => {
    const answer = deferred<unknown>();
    const { api } = renderPage(() => answer.promise);
    expect(screen.getByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument();
    expect(screen.getAllByTestId('category-row-skeleton')).toHaveLength(6);
    expect(screen.getByRole('list', { name: 'Loading categories' })).toHaveAttribute('aria-busy', 'true');
    expect(api.get).toHaveBeenCalledWith(API_PATHS.cataloguesByAccount, { accountTypeId: ACCOUNT_TYPE_ID }, expect.anything(), expect.anything());
  });

  it('lists the catalogues, each opening its product listing', async () => {
    renderPage(() =>
      aCatalogueList([
        aCatalogue({ name: 'Sarees & Apparel', slug: 'sarees-apparel', description: 'Handwoven sarees', totalItems: 25 }),
        aCatalogue({ name: 'Home Decor', slug: 'home-decor', totalItems: 1 }),
      ]),
    );
    const list = await screen.findByRole('list', { name: 'Categories' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/products?catalogue=sarees-apparel', '/products?catalogue=home-decor']);
    expect(links[0]).toHaveTextContent('Sarees & Apparel');
    expect(links[0]).toHaveTextContent('Handwoven sarees');
    expect(links[0]).toHaveTextContent('25 items');
    expect(links[1]).toHaveTextContent('1 item');
    expect(screen.queryByTestId('category-row-skeleton')).toBeNull();
  });

  it('shows a placeholder when a catalogue image fails or is missing', async () => {
    renderPage(() => aCatalogueList([aCatalogue({ name: 'Broken', image: '/uploads/gone.svg' }), aCatalogue({ name: 'Bare', image: null })]));
    const list = await screen.findByRole('list', { name: 'Categories' });
    expect(within(list).getAllByTestId('image-placeholder')).toHaveLength(1);
    const image = list.querySelector('img');
    expect(image).toHaveAttribute('src', '/uploads/gone.svg');
    fireEvent.error(image as HTMLImageElement);
    expect(within(list).getAllByTestId('image-placeholder')).toHaveLength(2);
  });

  it("says 'No categories found' when there are none", async () => {
    renderPage(() => aCatalogueList([]));
    expect(await screen.findByText('No categories found')).toBeInTheDocument();
  });

  it("says 'No categories found' when the call fails, which is only logged", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderPage(() => Promise.reject(new Error('offline')));
      expect(await screen.findByText('No categories found')).toBeInTheDocument();
      await waitFor(() => expect(log).toHaveBeenCalled());
    } finally {
      log.mockRestore();
    }
  });

  it('shows the mobile-only notice on desktop and asks nothing', () => {
    const { api } = renderPage(() => aCatalogueList([aCatalogue()]), false);
    expect(screen.getByText('This Page Only Available For Mobile View')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Categories' })).toBeNull();
    expect(api.get).not.toHaveBeenCalled();
  });

  it('follows the breakpoint', async () => {
    const { setMobile } = renderPage(() => aCatalogueList([aCatalogue({ name: 'Sarees' })]), false);
    setMobile(true);
    expect(await screen.findByRole('link', { name: /Sarees/ })).toBeInTheDocument();
  });
});
