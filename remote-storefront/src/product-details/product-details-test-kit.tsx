import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createMemoryStorage, createSafeStorage, RootStore, StoreProvider, type ApiClient, type Product } from 'shared';
import { API_PATHS } from 'shared/constants';
import { aPage, anAnswer, fakeApi, type FakeRoute } from 'shared/testing';
import ProductDetails from './ProductDetails';

/** Shows where the router is, so a test can read the URL an action moved to. */
function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location" hidden>{`${location.pathname}${location.search}`}</span>;
}

export const currentLocation = () => screen.getByTestId('location').textContent;

export interface RenderDetailsOptions {
  isMobile?: boolean;
  route?: string;
  pages?: { keyValue: string; customRoute: string; title: string }[];
}

/**
 * The details page as the host draws it for `route`, its product call answered by `answer`: a product
 * (wrapped in the success answer) or a route function (to fail, or to hold the answer back). Local and
 * session storage are two memories, so what an action stores can be read back.
 */
export function renderDetails(answer: Product | FakeRoute, options: RenderDetailsOptions = {}) {
  const page = aPage([], { keyValue: 'product-details', customRoute: '/product-details', title: 'Product details' });
  const route: FakeRoute = typeof answer === 'function' ? answer : () => ({ message: 'success', data: answer });
  const api = fakeApi({ [API_PATHS.productDetails]: route });
  const local = createMemoryStorage();
  const store = new RootStore({
    api: api as unknown as ApiClient,
    window: null,
    cookies: null,
    storage: createSafeStorage({ local: () => local, session: () => createMemoryStorage() }),
    getHostname: () => 'demo.localhost',
  });
  store.ui.setMobile(options.isMobile ?? false);
  const pageAnswer = { ...anAnswer(page), pages: options.pages ?? [] };
  const path = options.route ?? `/product-details?name=${typeof answer === 'function' ? 'silk-saree' : answer.slug}`;
  const result = render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <ProductDetails page={page} answer={pageAnswer} />
        <LocationProbe />
      </MemoryRouter>
    </StoreProvider>,
  );
  const setMobile = (isMobile: boolean) => act(() => store.ui.setMobile(isMobile));
  return { ...result, api, store, setMobile };
}

/** The messages of the snackbars on screen, with their severity. */
export const snackbarsOf = (store: RootStore) => store.ui.snackbars.map(({ message, severity }) => ({ message, severity }));
