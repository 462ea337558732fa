import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared';
import { CART_PATHS, CHECKOUT_PATHS } from 'shared/constants';
import { aProduct, renderWithStore } from 'shared/testing';
import { aCartLine, anAddress, CUSTOMER, renderForCustomer, someTotals, wait } from '../summary/checkout-test-kit';
import ChatCartSummary from './ChatCartSummary';

describe('ChatCartSummary for a visitor', () => {
  it('shows the cart lines and Login to Checkout', async () => {
    const user = userEvent.setup();
    const onLogin = jest.fn();
    renderWithStore(<ChatCartSummary mode="guest" onBack={jest.fn()} onLogin={onLogin} />, {
      before: (root) => void root.cart.add(aProduct({ name: 'Kanjivaram Silk' })),
    });
    expect(screen.getByRole('heading', { name: 'Cart Summary' })).toBeInTheDocument();
    expect(screen.getByText('Kanjivaram Silk')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login to Checkout' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('says when the cart is empty', () => {
    renderWithStore(<ChatCartSummary mode="guest" onBack={jest.fn()} onLogin={jest.fn()} />);
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });

  it('shows no price for an item whose price the business hides', () => {
    renderWithStore(<ChatCartSummary mode="guest" onBack={jest.fn()} onLogin={jest.fn()} />, {
      before: (root) => void root.cart.add(aProduct({ name: 'Bridal Lehenga', pricing: { priceVisible: false } })),
    });
    const line = screen.getByRole('listitem');
    expect(within(line).getByText('Price on request')).toBeInTheDocument();
    expect(within(line).queryByText(/₹/)).not.toBeInTheDocument();
  });
});

describe('ChatCartSummary for a customer', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const setup = (options: Parameters<typeof renderForCustomer>[1] = {}) => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onOrdered = jest.fn();
    const result = renderForCustomer(<ChatCartSummary mode="customer" onBack={jest.fn()} onOrdered={onOrdered} />, options);
    return { ...result, user, onOrdered };
  };

  const saree = aProduct({ name: 'Silk Saree', inventory: { totalQuantity: 3 } });
  const home = anAddress({ name: 'Home', isDefault: true, addressLine1: '12 MG Road' });

  it('asks the server for the totals 500 ms after the lines and the default address are known, and shows them', async () => {
    const { calls } = setup({ cart: [aCartLine(saree, 2)], addresses: [anAddress({ name: 'Office' }), home], totals: () => someTotals({ subtotal: 2000, totalDiscount: 200, shippingCost: 0, total: 1800 }) });
    await wait(0);
    expect(screen.getByText('Silk Saree')).toBeInTheDocument();
    expect(screen.getByText(/12 MG Road/)).toBeInTheDocument();
    await wait(499);
    expect(calls(CHECKOUT_PATHS.totals)).toHaveLength(0);
    await wait(1);
    expect(calls(CHECKOUT_PATHS.totals)).toEqual([
      { customerId: CUSTOMER.customerId, deliveryAddress: home._id, products: [{ productId: saree._id, selectedVariant: null, selectedPackage: null, quantity: 2, itemType: 'product' }] },
    ]);
    const totals = screen.getByLabelText('Order totals');
    expect(within(totals).getByText('₹2,000')).toBeInTheDocument();
    expect(within(totals).getByText('−₹200')).toBeInTheDocument();
    expect(within(totals).getByText('Free Shipping')).toBeInTheDocument();
    expect(within(totals).getByText('₹1,800')).toBeInTheDocument();
  });

  it('asks again 500 ms after the last of several changes, once', async () => {
    const { user, calls } = setup({ cart: [aCartLine(saree, 1)], addresses: [home] });
    await wait(600);
    expect(calls(CHECKOUT_PATHS.totals)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Silk Saree' }));
    await wait(200);
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Silk Saree' }));
    await wait(499);
    expect(calls(CHECKOUT_PATHS.totals)).toHaveLength(1);
    await wait(1);
    expect(calls(CHECKOUT_PATHS.totals)).toHaveLength(2);
    expect(calls(CHECKOUT_PATHS.totals)[1]).toMatchObject({ products: [{ quantity: 3 }] });
  });

  it('asks again for the address chosen in the picker', async () => {
    const office = anAddress({ name: 'Office', addressLine1: '7 Residency Road' });
    const { user, calls } = setup({ cart: [aCartLine(saree, 1)], addresses: [home, office] });
    await wait(600);
    expect(calls(CHECKOUT_PATHS.totals)).toEqual([expect.objectContaining({ deliveryAddress: home._id })]);
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await wait(0);
    const sheet = screen.getByRole('dialog', { name: 'Select Delivery Address' });
    await user.click(within(sheet).getByRole('radio', { name: /7 Residency Road/ }));
    await user.click(within(sheet).getByRole('button', { name: 'Confirm Address' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Delivery address' })).toHaveTextContent('7 Residency Road');
    await wait(500);
    expect(calls(CHECKOUT_PATHS.totals)).toEqual([expect.objectContaining({ deliveryAddress: home._id }), expect.objectContaining({ deliveryAddress: office._id })]);
  });

  it('shows a shipping cost other than 0 as an amount', async () => {
    setup({ cart: [aCartLine(saree, 1)], addresses: [home], totals: () => someTotals({ shippingCost: 80, total: 2080 }) });
    await wait(600);
    expect(screen.getByText('Shipping').nextElementSibling).toHaveTextContent('₹80');
    expect(screen.queryByText('Free Shipping')).not.toBeInTheDocument();
  });

  it('caps + at the stock, and minus below 1 removes the line', async () => {
    const kurta = aProduct({ name: 'Cotton Kurta' });
    const { user, store, calls } = setup({ cart: [aCartLine(saree, 3), aCartLine(kurta, 1)], addresses: [home] });
    await wait(0);
    expect(screen.getByRole('button', { name: 'Increase quantity of Silk Saree' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Cotton Kurta' }));
    expect(screen.queryByText('Cotton Kurta')).not.toBeInTheDocument();
    expect(store.cart.count).toBe(3);
    await wait(0);
    expect(calls(CART_PATHS.remove)).toEqual([{ index: 1, customerId: CUSTOMER.customerId }]);
  });

  it('reads Delivery Address Required, disabled, when a shippable product has no address', async () => {
    setup({ cart: [aCartLine(saree, 1)], addresses: [] });
    await wait(600);
    expect(screen.getByRole('button', { name: 'Delivery Address Required' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add address' })).toBeEnabled();
  });

  it('needs no address when nothing in the cart is shipped', async () => {
    const consultation = aProduct({ name: 'Saree Draping Lesson', itemType: 'service', shipping: { available: false, weight: null, dimensions: null, cost: 0 } });
    setup({ cart: [aCartLine(consultation, 1)], addresses: [] });
    await wait(600);
    expect(screen.getByRole('button', { name: 'Create Order' })).toBeEnabled();
  });

  it('shows the server’s shipping issue, or the default message, and disables Create Order', async () => {
    const kurta = aProduct({ name: 'Cotton Kurta' });
    setup({
      cart: [aCartLine(saree, 1), aCartLine(kurta, 1)],
      addresses: [home],
      totals: () => someTotals({ isShippingAvailable: false, shippingIssues: [{ productsIds: [saree._id], message: 'Not delivered to 560001' }, { productsIds: [kurta._id], message: '' }] }),
    });
    await wait(600);
    expect(screen.getByText('Not delivered to 560001')).toBeInTheDocument();
    expect(screen.getByText('This product cannot be shipped to your address.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Order' })).toBeDisabled();
  });

  it('orders the server cart to the address, sending no line and no price, then empties the cart here without asking the server again', async () => {
    const { user, store, calls, onOrdered } = setup({
      cart: [aCartLine(saree, 2)],
      addresses: [home],
      createOrder: () => ({ message: 'success', data: { orderId: 'ORD-1001', orderIds: ['ORD-1001', 'ORD-1002'] } }),
    });
    await wait(600);
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    await wait(0);
    const [body] = calls(CHECKOUT_PATHS.createOrder);
    expect(body).toEqual({
      customerId: CUSTOMER.customerId,
      deliveryAddress: home._id,
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(onOrdered).toHaveBeenCalledWith(['ORD-1001', 'ORD-1002']);
    expect(store.cart.count).toBe(0);
    expect(store.storage.readJson('webCartTotalCount', null)).toBe(0);
    expect(calls(CART_PATHS.clear)).toEqual([]);
  });

  it('sends a quantity still waiting for its debounce before ordering, so the server orders the cart the shopper sees', async () => {
    const { user, api } = setup({ cart: [aCartLine(saree, 1)], addresses: [home] });
    await wait(600);
    await user.click(screen.getByRole('button', { name: /Increase quantity/ }));
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    await wait(0);
    const paths = api.post.mock.calls.map(([path]) => path).filter((path) => path === CART_PATHS.update || path === CHECKOUT_PATHS.createOrder);
    expect(paths).toEqual([CART_PATHS.update, CHECKOUT_PATHS.createOrder]);
  });

  it('shows the busy state while the order is being created, and takes one press', async () => {
    let answer!: (value: unknown) => void;
    const { user, calls } = setup({ cart: [aCartLine(saree, 1)], addresses: [home], createOrder: () => new Promise((resolve) => (answer = resolve)) });
    await wait(600);
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    const busy = screen.getByRole('button', { name: 'Creating Order…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(calls(CHECKOUT_PATHS.createOrder)).toHaveLength(1);
    answer({ message: 'success', data: { orderId: 'ORD-1', orderIds: ['ORD-1'] } });
    await wait(0);
  });

  it.each([
    ['no orderId in the answer', () => ({ message: 'success', data: {} }), 'Failed to create order'],
    ['the server’s error text', () => Promise.reject(new ApiError(409, 'CONFLICT', 'Out of stock: Silk Saree', { message: 'Out of stock: Silk Saree', code: 'CONFLICT' })), 'Out of stock: Silk Saree'],
    ['the exception’s message', () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'Unable to reach the server. Please check your connection.')), 'Unable to reach the server. Please check your connection.'],
    ['no message at all', () => Promise.reject(new Error('')), 'Error creating order.'],
  ])('on failure (%s) shows the snackbar and keeps the cart', async (_case, createOrder, message) => {
    const { user, store, onOrdered } = setup({ cart: [aCartLine(saree, 1)], addresses: [home], createOrder });
    await wait(600);
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    await wait(0);
    expect(store.ui.snackbars.map((s) => [s.message, s.severity])).toEqual([[message, 'error']]);
    expect(onOrdered).not.toHaveBeenCalled();
    expect(store.cart.count).toBe(1);
    expect(screen.getByRole('button', { name: 'Create Order' })).toBeEnabled();
  });

  it('retries a failed press with the same idempotency key, and a changed order with a fresh one', async () => {
    let fail = true;
    const { user, calls, onOrdered } = setup({
      cart: [aCartLine(saree, 1)],
      addresses: [home],
      createOrder: () => (fail ? Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'Unable to reach the server.')) : { message: 'success', data: { orderId: 'ORD-7', orderIds: ['ORD-7'] } }),
    });
    await wait(600);
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    await wait(0);
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    await wait(0);
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Silk Saree' }));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    await wait(0);
    const keys = calls(CHECKOUT_PATHS.createOrder).map((body) => body.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(onOrdered).toHaveBeenCalledWith(['ORD-7']);
  });
});
