import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderItemOf, saveOrderItemData, type Product } from 'shared';
import { aProduct, renderWithStore } from 'shared/testing';
import { wait } from '../summary/checkout-test-kit';
import { TOTAL_AFTER_LOGIN } from './GuestCheckout';
import OrderSummary from './OrderSummary';

function setupGuest(product: Product, quantity = 1) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onLogin = jest.fn();
  const result = renderWithStore(<OrderSummary mode="guest" onClose={jest.fn()} onOrdered={jest.fn()} onLogin={onLogin} />, {
    before: (root) => void saveOrderItemData(root.storage, orderItemOf(product, { quantity })),
  });
  return { ...result, user, onLogin };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('OrderSummary for a visitor (Buy Now before login)', () => {
  it('shows the item, its price for the quantity and Login to Checkout, and asks the server nothing', async () => {
    const { user, onLogin, api } = setupGuest(aProduct({ name: 'Kanjivaram Silk Saree', pricing: { basePrice: 1500 }, inventory: { totalQuantity: 5 } }), 2);
    await wait(600);
    expect(screen.getByRole('heading', { name: 'Order Summary' })).toBeInTheDocument();
    expect(screen.getByText('Kanjivaram Silk Saree')).toBeInTheDocument();
    const details = screen.getByLabelText('Price details');
    expect(within(screen.getByLabelText('Price details')).getByText('₹3,000')).toBeInTheDocument();
    expect(within(details).getByText(TOTAL_AFTER_LOGIN)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create Order|Delivery Address Required/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login to Checkout' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(api.get).not.toHaveBeenCalled();
  });

  it('follows the quantity the visitor changes', async () => {
    const { user } = setupGuest(aProduct({ name: 'Cotton Kurta', pricing: { basePrice: 800 }, inventory: { totalQuantity: 5 } }));
    await wait(0);
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Cotton Kurta' }));
    expect(within(screen.getByLabelText('Price details')).getByText('₹1,600')).toBeInTheDocument();
  });

  it('says Price on request for an item whose price the business hides', async () => {
    setupGuest(aProduct({ name: 'Bridal Lehenga', pricing: { priceVisible: false } }));
    await wait(0);
    const details = screen.getByLabelText('Price details');
    expect(within(details).getByText('Price on request')).toBeInTheDocument();
    expect(within(details).queryByText(/₹/)).not.toBeInTheDocument();
  });
});
