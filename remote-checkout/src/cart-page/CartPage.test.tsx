import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CART_SKELETON_MIN_MS } from 'shared';
import { aProduct, renderWithStore } from 'shared/testing';
import CartPage from './CartPage';

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

  it('tells a desktop visitor the page is for mobile', () => {
    renderWithStore(<CartPage />, { isMobile: false });
    expect(screen.getByText('This Page Only Available For Mobile View')).toBeInTheDocument();
  });
});
