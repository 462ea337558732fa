import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderItemOf, readOrderItemData, saveOrderItemData, type Product } from 'shared';
import { CHECKOUT_PATHS } from 'shared/constants';
import { anId, aProduct, renderWithStore } from 'shared/testing';
import { anAddress, CUSTOMER, renderForCustomer, someTotals, wait } from '../summary/checkout-test-kit';
import OrderSummary from './OrderSummary';

const home = anAddress({ isDefault: true });

function setup(product: Product, options: Parameters<typeof renderForCustomer>[1] & { quantity?: number; selectedVariant?: string } = {}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onClose = jest.fn();
  const onOrdered = jest.fn();
  const { quantity, selectedVariant, ...server } = options;
  const result = renderForCustomer(<OrderSummary onClose={onClose} onOrdered={onOrdered} />, {
    addresses: [home],
    ...server,
    before: (root) => void saveOrderItemData(root.storage, orderItemOf(product, { quantity, selectedVariant })),
  });
  return { ...result, user, onClose, onOrdered };
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('OrderSummary (direct buy)', () => {
  const saree = aProduct({ name: 'Kanjivaram Silk Saree', inventory: { totalQuantity: 3 } });

  it('changes the quantity within the stock, never below 1, and keeps the change stored', async () => {
    const { user, store } = setup(saree, { quantity: 2 });
    await wait(0);
    expect(screen.getByRole('heading', { name: 'Order Summary' })).toBeInTheDocument();
    expect(screen.getByText('Kanjivaram Silk Saree')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Increase quantity of Kanjivaram Silk Saree' });
    const fewer = screen.getByRole('button', { name: 'Decrease quantity of Kanjivaram Silk Saree' });
    await user.click(more);
    expect(more).toBeDisabled();
    expect(readOrderItemData(store.storage)?.quantity).toBe(3);
    await user.click(fewer);
    await user.click(fewer);
    expect(screen.getByRole('group', { name: 'Quantity of Kanjivaram Silk Saree' })).toHaveTextContent('1');
    expect(fewer).toBeDisabled();
    expect(readOrderItemData(store.storage)?.quantity).toBe(1);
  });

  it.each(['Remove', 'Clear'])('%s deletes the stored item and closes the view', async (label) => {
    const { user, store, onClose } = setup(saree);
    await wait(0);
    await user.click(screen.getByRole('button', { name: label }));
    expect(readOrderItemData(store.storage)).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once when nothing is stored', () => {
    const onClose = jest.fn();
    renderWithStore(<OrderSummary onClose={onClose} onOrdered={jest.fn()} />);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks the totals of the one line to the default address 500 ms after a change', async () => {
    const { user, calls } = setup(saree, { quantity: 1, totals: () => someTotals({ subtotal: 1000, total: 1000 }) });
    await wait(600);
    expect(calls(CHECKOUT_PATHS.totals)).toEqual([
      { customerId: CUSTOMER.customerId, deliveryAddress: home._id, products: [{ productId: saree._id, selectedVariant: null, selectedPackage: null, quantity: 1, itemType: 'product' }] },
    ]);
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Kanjivaram Silk Saree' }));
    await wait(499);
    expect(calls(CHECKOUT_PATHS.totals)).toHaveLength(1);
    await wait(1);
    expect(calls(CHECKOUT_PATHS.totals)[1]).toMatchObject({ products: [{ quantity: 2 }] });
  });

  it('shows the line at the server’s price once the totals are for it, formatted as the totals block', async () => {
    setup(saree, {
      quantity: 1,
      totals: () => someTotals({ subtotal: 798, totalDiscount: 64.05, totalGst: 34.95, gst: { cgst: 17.48, sgst: 17.47, igst: 0 }, total: 733.95, lines: [{ productId: saree._id, quantity: 1, amount: 733.95, saving: 64.05 }] }),
    });
    await wait(600);
    const line = screen.getByRole('list', { name: 'Order items' });
    expect(within(line).getByText('₹733.95')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Order totals')).getByText('₹733.95')).toBeInTheDocument();
  });

  it('reads Delivery Address Required, disabled, when the customer has no address', async () => {
    setup(saree, { addresses: [] });
    await wait(600);
    expect(screen.getByRole('button', { name: 'Delivery Address Required' })).toBeDisabled();
  });

  it('creates the order, deletes the stored item and says which order', async () => {
    const { user, store, calls, onOrdered } = setup(saree, { quantity: 2, createOrder: () => ({ message: 'success', data: { orderId: 'ORD-2001', orderIds: ['ORD-2001'] } }) });
    await wait(600);
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    await wait(0);
    expect(calls(CHECKOUT_PATHS.createOrder)).toEqual([
      {
        customerId: CUSTOMER.customerId,
        deliveryAddress: home._id,
        products: [{ productId: saree._id, selectedVariant: null, selectedPackage: null, quantity: 2, itemType: 'product' }],
        idempotencyKey: expect.any(String),
      },
    ]);
    expect(readOrderItemData(store.storage)).toBeNull();
    expect(onOrdered).toHaveBeenCalledWith(['ORD-2001']);
  });

  it('refuses an out-of-stock variant and resets the quantity to 1 on another', async () => {
    const red = { _id: anId(), name: 'Red', basePrice: 1000, salePrice: 900, stock: 5, discountPercentage: null };
    const blue = { _id: anId(), name: 'Blue', basePrice: 1000, salePrice: 900, stock: 5, discountPercentage: null };
    const green = { _id: anId(), name: 'Green', basePrice: 1000, salePrice: 900, stock: 0, discountPercentage: null };
    const kurta = aProduct({ name: 'Cotton Kurta', variantTitle: 'Colour', variants: [red, blue, green] });
    const { user, store } = setup(kurta, { quantity: 3, selectedVariant: red._id });
    await wait(0);
    const colour = screen.getByRole('combobox', { name: 'Colour' });
    expect(within(colour).getByRole('option', { name: 'Green (Out of stock)' })).toBeDisabled();
    await user.selectOptions(colour, blue._id);
    expect(readOrderItemData(store.storage)).toMatchObject({ selectedVariant: blue._id, quantity: 1 });
  });

  it('shows no price for an item whose price the business hides, and the server’s totals all the same', async () => {
    const lehenga = aProduct({ name: 'Bridal Lehenga', pricing: { priceVisible: false } });
    setup(lehenga, { totals: () => someTotals({ subtotal: 45000, total: 45000 }) });
    await wait(600);
    const line = screen.getByRole('list', { name: 'Order items' });
    expect(within(line).getByText('Price on request')).toBeInTheDocument();
    expect(within(line).queryByText(/₹/)).not.toBeInTheDocument();
    expect(within(screen.getByLabelText('Order totals')).getAllByText('₹45,000')).toHaveLength(2);
  });
});
