import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { Route, Routes, useLocation } from 'react-router-dom';
import { MemoryRouter } from 'react-router-dom';
import { StoreProvider } from 'shared';
import { CART_PATHS, CUSTOMER_AUTH_PATHS } from 'shared/constants';
import { CART_SKELETON_MIN_MS } from 'shared/rules';
import { aProduct, deferred, renderWithStore, type FakeApi } from 'shared/testing';
import CartPage, { type CartPageProps } from './CartPage';
import { CartPageSummary } from './CartPageSummary';
import { MOBILE_ONLY_REDIRECT_MS } from './use-redirect-home';

const DEMO = '0000000000000000000000d1';

/** Where the router is, shown on the pages the cart page leads to. */
function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** The cart page at /cart among the pages it leads to (home, the chat). */
function renderCartRoute(options: { isMobile: boolean; props?: CartPageProps }) {
  return renderWithStore(
    <Routes>
      <Route path="/cart" element={<CartPage {...options.props} />} />
      <Route path="*" element={<Location />} />
    </Routes>,
    { isMobile: options.isMobile, route: '/cart' },
  );
}

const pastSkeleton = () => act(() => jest.advanceTimersByTime(CART_SKELETON_MIN_MS));

describe('CartPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows three skeleton rows for at least a second before the cart', () => {
    renderWithStore(<CartPage />, { isMobile: true });
    expect(screen.getAllByTestId('cart-skeleton-row')).toHaveLength(3);
    act(() => jest.advanceTimersByTime(CART_SKELETON_MIN_MS - 1));
    expect(screen.getAllByTestId('cart-skeleton-row')).toHaveLength(3);
    pastSkeleton();
    expect(screen.queryByTestId('cart-skeleton-row')).toBeNull();
  });

  it('explains an empty cart and leads back to shopping', () => {
    renderWithStore(<CartPage />, { isMobile: true });
    pastSkeleton();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText('Start shopping to add items to your cart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('lists the lines with their price, and the stepper never goes below 1', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = renderWithStore(<CartPage />, { isMobile: true });
    const product = aProduct({
      name: 'Kanchipuram Silk Saree',
      pricing: { basePrice: 1000, salePrice: 800, taxApplicable: true, taxRate: 5, discountPercentage: null, priceVisible: true },
      variants: [],
    });
    act(() => {
      store.cart.add(product);
    });
    pastSkeleton();
    expect(screen.getByRole('heading', { name: 'Shopping Cart' })).toBeInTheDocument();
    expect(screen.getByText('Kanchipuram Silk Saree')).toBeInTheDocument();
    expect(screen.getAllByText('₹840.00').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(store.cart.count).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(store.cart.count).toBe(1);
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove Kanchipuram Silk Saree' }));
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });

  it('tells a desktop visitor the page is for mobile, long enough to read, then goes to the base home', () => {
    renderCartRoute({ isMobile: false });
    expect(screen.getByText('This Page Only Available For Mobile View')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(MOBILE_ONLY_REDIRECT_MS - 1));
    expect(screen.getByText('This Page Only Available For Mobile View')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('stays when the window becomes a phone before the notice has sent the visitor home', () => {
    const { setMobile } = renderCartRoute({ isMobile: false });
    act(() => jest.advanceTimersByTime(MOBILE_ONLY_REDIRECT_MS / 2));
    setMobile(true);
    act(() => jest.advanceTimersByTime(MOBILE_ONLY_REDIRECT_MS));
    expect(screen.getByRole('heading', { name: 'Shopping Cart' })).toBeInTheDocument();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it.each([
    ['stays for the owner editing this site', true, true],
    ['goes home when the owner is not editing', false, false],
  ])('on a desktop it %s', (_title, editing, stays) => {
    const { store, setMobile } = renderCartRoute({ isMobile: true, props: { page: { accountTypeId: DEMO } } });
    runInAction(() => {
      store.owner.owner = { name: 'Meera', email: 'owner@demo.localhost' };
      store.owner.accountTypeId = DEMO;
      store.owner.editMode = editing;
    });
    setMobile(false);
    act(() => jest.advanceTimersByTime(MOBILE_ONLY_REDIRECT_MS));
    expect(screen.queryByRole('heading', { name: 'Shopping Cart' }) !== null).toBe(stays);
    expect(screen.queryByTestId('location')?.textContent ?? null).toBe(stays ? null : '/');
  });

  it('stays on a desktop when the page is forced into edit mode (the standalone preview)', () => {
    renderCartRoute({ isMobile: false, props: { editMode: true } });
    expect(screen.getByRole('heading', { name: 'Shopping Cart' })).toBeInTheDocument();
  });

  it('disables Proceed to Checkout with an empty cart', () => {
    renderWithStore(<CartPageSummary />, { isMobile: true });
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  });

  it('leads Proceed to Checkout to {base}/chat?source=cart_summary', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = renderCartRoute({ isMobile: true });
    pastSkeleton();
    act(() => {
      store.cart.add(aProduct({ variants: [] }));
    });
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/chat?source=cart_summary');
  });

  it("keeps the skeleton for a returning customer until the session is confirmed and their server cart is here", async () => {
    const customer = { customerId: '00000000000000000000c001', name: 'Asha', phoneNumber: '9876543210', countryCode: '+91' };
    const check = deferred<unknown>();
    const serverCart = deferred<unknown>();
    const saree = aProduct({ name: 'Server Saree', variants: [] });
    const api = {
      get: jest.fn((path: string) => (path === CART_PATHS.get ? serverCart.promise : Promise.reject(new Error(path)))),
      post: jest.fn((path: string) => (path === CUSTOMER_AUTH_PATHS.verifySession ? check.promise : Promise.reject(new Error(path)))),
    };
    const { store, rerender } = renderWithStore(<></>, { api: api as unknown as FakeApi, isMobile: true });
    act(() => {
      store.session.startSession(customer, 'token');
      store.hydrate();
    });
    rerender(
      <StoreProvider store={store}>
        <MemoryRouter>
          <CartPage />
        </MemoryRouter>
      </StoreProvider>,
    );
    pastSkeleton();
    expect(screen.getAllByTestId('cart-skeleton-row')).toHaveLength(3);
    expect(api.post).toHaveBeenCalledWith(CUSTOMER_AUTH_PATHS.verifySession, expect.objectContaining({ customerId: customer.customerId }), expect.anything());
    await act(async () => check.resolve({ message: 'success', customerData: customer }));
    expect(api.get).toHaveBeenCalledWith(CART_PATHS.get, { customerId: customer.customerId }, expect.anything());
    expect(screen.getAllByTestId('cart-skeleton-row')).toHaveLength(3);
    await act(async () =>
      serverCart.resolve({ message: 'success', data: [{ ...saree, quantity: 2, selectedVariant: null, selectedPackage: null, addedAt: 1, updatedAt: 1 }] }),
    );
    expect(screen.getByText('Server Saree')).toBeInTheDocument();
    expect(store.cart.count).toBe(2);
  });

  it("shows 'Price on request' for an item whose price the business hides (the server sends no price)", () => {
    const { store } = renderWithStore(<CartPage />, { isMobile: true });
    act(() => {
      store.cart.add(
        aProduct({
          name: 'Patola',
          price: 0,
          pricing: { basePrice: 0, salePrice: null, taxApplicable: false, taxRate: 0, discountPercentage: null, priceVisible: false },
          variants: [],
        }),
      );
    });
    pastSkeleton();
    // the line, and the summary: no ₹0 subtotal
    expect(screen.getAllByText('Price on request')).toHaveLength(2);
    expect(screen.queryByText('₹0.00')).toBeNull();
  });
});
