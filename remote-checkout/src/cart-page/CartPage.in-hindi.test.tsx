import { act, screen } from '@testing-library/react';
import { CART_SKELETON_MIN_MS } from 'shared/rules';
import { aProduct, renderWithStore } from 'shared/testing';
import { inHindi } from '../i18n/hindi-test-kit';
import CartPage from './CartPage';

describe('the cart page in Hindi', () => {
  inHindi();
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('names the page, the lines, the count and the way on in Hindi; prices stay as ₹ amounts', () => {
    const { store } = renderWithStore(<CartPage />, { isMobile: true });
    expect(store.locale).toBe('hi');
    act(() => {
      void store.cart.add(aProduct({ name: 'Kanchipuram Silk Saree', pricing: { basePrice: 1200 } }), { quantity: 2 });
      jest.advanceTimersByTime(CART_SKELETON_MIN_MS);
    });
    expect(screen.getByRole('heading', { name: 'शॉपिंग कार्ट' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Kanchipuram Silk Saree की मात्रा' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मात्रा बढ़ाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kanchipuram Silk Saree हटाएँ' })).toHaveTextContent('हटाएँ');
    expect(screen.getByText('2 सामान')).toBeInTheDocument();
    expect(screen.getAllByText(/₹2,400/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'ऑर्डर करने के लिए आगे बढ़ें' })).toBeEnabled();
  });

  it('says an empty cart in Hindi', () => {
    renderWithStore(<CartPage />, { isMobile: true });
    act(() => jest.advanceTimersByTime(CART_SKELETON_MIN_MS));
    expect(screen.getByText('आपकी कार्ट खाली है')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'खरीदारी जारी रखें' })).toHaveAttribute('href', '/');
  });

  it("tells a desktop visitor it is a phone's page in Hindi", () => {
    renderWithStore(<CartPage />, { isMobile: false });
    expect(screen.getByRole('status')).toHaveTextContent('यह पेज केवल मोबाइल पर उपलब्ध है');
  });
});
