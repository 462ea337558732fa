import { render, screen, within } from '@testing-library/react';
import { anId } from 'shared/testing';
import { CustomerPanel, EXPIRED_ORDER_LINE } from './CustomerPanel';
import { aConversation, anOrder, someDetails } from './inbox-test-kit';

const ravi = aConversation('Ravi Kumar', '2026-11-23T08:30:00.000Z');

describe('CustomerPanel', () => {
  it('shows the customer, their cart lines with quantity and price, and their orders with status and amount', () => {
    const details = someDetails(ravi, {
      cart: [
        { productId: anId(), name: 'Silk Saree', variantName: 'Blue', packageName: null, quantity: 2, unitPrice: 1500 },
        { productId: anId(), name: 'Bridal Package', variantName: null, packageName: 'Gold', quantity: 1, unitPrice: null },
      ],
      orders: [anOrder({ orderId: 'ORD-1001', status: 'Active', finalAmount: 2360 }), anOrder({ orderId: 'ORD-0990', status: 'Cancelled', finalAmount: 125000 })],
    });
    render(<CustomerPanel details={details} status="ready" onRetry={jest.fn()} />);
    const panel = screen.getByRole('complementary', { name: 'Customer' });
    expect(within(panel).getByRole('heading', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '+91 9876543210' })).toHaveAttribute('href', 'tel:+919876543210');

    const cart = within(screen.getByRole('region', { name: 'Cart' })).getAllByRole('listitem');
    expect(cart[0]).toHaveTextContent('Silk Saree (Blue)');
    expect(cart[0]).toHaveTextContent('Qty 2');
    expect(cart[0]).toHaveTextContent('₹1,500 each');
    expect(cart[1]).toHaveTextContent('Bridal Package (Gold)');
    expect(cart[1]).toHaveTextContent('Price hidden');

    const orders = within(screen.getByRole('region', { name: 'Orders' })).getAllByRole('listitem');
    expect(orders[0]).toHaveTextContent('ORD-1001');
    expect(orders[0]).toHaveTextContent('Active');
    expect(orders[0]).toHaveTextContent('₹2,360');
    expect(orders[1]).toHaveTextContent('Cancelled');
    expect(orders[1]).toHaveTextContent('₹1,25,000');
  });

  it("shows each order's delivery address and the UTR the customer gave for the payment awaiting confirmation", () => {
    const milestone = { _id: anId(), label: 'Full payment', amount: 734, dueDate: '2026-11-30', status: 'Pending' as const };
    const details = someDetails(ravi, {
      orders: [
        anOrder({
          orderId: 'ORD-1002',
          paymentMilestones: [{ ...milestone, submission: { utr: '412345678901', submittedAt: '2026-11-26T10:00:00.000Z' } }],
          deliverTo: { fullName: 'Meera Iyer', countryCode: '+91', phone: '9845011111', addressLine1: '12, 4th Cross, Malleswaram', addressLine2: '', city: 'Bengaluru', state: 'Karnataka', pincode: '560003' },
        }),
        anOrder({ orderId: 'ORD-1003', paymentMilestones: [{ ...milestone, submission: { utr: null, submittedAt: '2026-11-26T10:00:00.000Z' } }] }),
      ],
    });
    render(<CustomerPanel details={details} status="ready" onRetry={jest.fn()} />);
    const [shipped, plain] = within(screen.getByRole('region', { name: 'Orders' })).getAllByRole('listitem');
    expect(within(shipped!).getByRole('group', { name: 'Delivery address of ORD-1002' })).toHaveTextContent(
      'Deliver toMeera Iyer · +91 984501111112, 4th Cross, MalleswaramBengaluru, Karnataka 560003',
    );
    expect(shipped).toHaveTextContent('UTR 412345678901, awaiting your confirmation');
    expect(plain).toHaveTextContent('Reported paid without a UTR');
    expect(within(plain!).queryByRole('group', { name: /Delivery address/ })).toBeNull();
  });

  it('says what the courier collects for an order to be paid in cash on delivery, and nothing once it is refused', () => {
    const milestone = { _id: anId(), label: 'Full payment', amount: 1499.5, dueDate: '2026-11-30', status: 'Pending' as const };
    const details = someDetails(ravi, {
      orders: [
        anOrder({ orderId: 'ORD-1004', cashOnDelivery: true, paymentMilestones: [milestone] }),
        anOrder({ orderId: 'ORD-1005', cashOnDelivery: true, status: 'Cancelled', cancelReason: 'refused', paymentMilestones: [milestone] }),
      ],
    });
    render(<CustomerPanel details={details} status="ready" onRetry={jest.fn()} />);
    const [open, refused] = within(screen.getByRole('region', { name: 'Orders' })).getAllByRole('listitem');
    expect(open).toHaveTextContent('Cash on delivery — pay ₹1,499.50 on delivery');
    expect(refused).not.toHaveTextContent('Cash on delivery');
  });

  it('names a customer without a profile name by the name they order under, and shows the phone once', () => {
    const nameless = aConversation('', '2026-11-23T08:30:00.000Z');
    const address = { fullName: 'Meera Iyer', countryCode: '+91', phone: '9845011111', addressLine1: 'a', addressLine2: '', city: 'b', state: 'c', pincode: '560003' };
    const { unmount } = render(<CustomerPanel details={someDetails(nameless, { orders: [anOrder({ deliverTo: address })] })} status="ready" onRetry={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Meera Iyer' })).toBeInTheDocument();
    expect(screen.getAllByText('+91 9876543210')).toHaveLength(1);
    unmount();
    render(<CustomerPanel details={someDetails(nameless)} status="ready" onRetry={jest.fn()} />);
    expect(screen.getByRole('heading', { name: '+91 9876543210' })).toBeInTheDocument();
    expect(screen.getAllByText('+91 9876543210')).toHaveLength(1);
  });

  it('lists each order’s totals block: items, discount, shipping, total and the GST split', () => {
    const totals = { subtotal: 798, totalDiscount: 64.05, totalGst: 34.95, gst: { cgst: 17.48, sgst: 17.47, igst: 0 }, shippingCost: 0, total: 733.95 };
    render(<CustomerPanel details={someDetails(ravi, { orders: [anOrder({ finalAmount: 733.95, totals })] })} status="ready" onRetry={jest.fn()} />);
    const block = within(screen.getByRole('region', { name: 'Orders' })).getByLabelText('Order totals');
    expect(block).toHaveTextContent('Items (incl. GST)₹798.00Discount−₹64.05ShippingFree ShippingTotal₹733.95GST included in total₹34.95CGST₹17.48SGST₹17.47');
  });

  it('says of an order that expired unpaid that it was not paid in time, beside its Cancelled status', () => {
    const details = someDetails(ravi, {
      orders: [anOrder({ orderId: 'ORD-1002', status: 'Cancelled', cancelReason: 'expired' }), anOrder({ orderId: 'ORD-1003', status: 'Cancelled', cancelReason: 'customer' })],
    });
    render(<CustomerPanel details={details} status="ready" onRetry={jest.fn()} />);
    const [expired, cancelled] = screen.getAllByRole('listitem').filter((item) => /ORD-100[23]/.test(item.textContent ?? ''));
    expect(within(expired!).getByText('Cancelled')).toBeInTheDocument();
    expect(within(expired!).getByText(EXPIRED_ORDER_LINE)).toBeInTheDocument();
    expect(within(cancelled!).queryByText(EXPIRED_ORDER_LINE)).toBeNull();
  });

  it('says when the cart is empty and there are no orders', () => {
    render(<CustomerPanel details={someDetails(ravi)} status="ready" onRetry={jest.fn()} />);
    expect(screen.getByText('The cart is empty.')).toBeInTheDocument();
    expect(screen.getByText('No orders yet.')).toBeInTheDocument();
  });

  it('offers Try Again when the details could not be loaded', () => {
    const onRetry = jest.fn();
    render(<CustomerPanel details={undefined} status="error" onRetry={onRetry} />);
    screen.getByRole('button', { name: 'Try Again' }).click();
    expect(onRetry).toHaveBeenCalled();
  });
});
