import { render, screen } from '@testing-library/react';
import { MessageBubble } from './MessageBubble';
import type { BubbleMessage } from './MessageContent';

const now = new Date(2025, 2, 12, 18, 0);
const today = new Date(2025, 2, 12, 10, 42).toISOString();

function aBubble(overrides: Partial<BubbleMessage> = {}): BubbleMessage {
  return { message: 'Hello there', type: 'text', sender: 'user', caption: null, contentType: null, createdAt: today, payload: null, readAt: null, ...overrides };
}

describe('MessageBubble', () => {
  it('shows text as written, with today’s clock time', () => {
    render(<MessageBubble message={aBubble({ message: '<b>hi</b>\nsecond line' })} mine={false} now={now} />);
    expect(screen.getByText(/<b>hi<\/b>/)).toBeInTheDocument();
    expect(screen.getByText('10:42 am')).toHaveAttribute('dateTime', today);
  });

  it('adds the date to older messages', () => {
    render(<MessageBubble message={aBubble({ createdAt: new Date(2025, 2, 1, 9, 5).toISOString() })} mine={false} now={now} />);
    expect(screen.getByText('1 Mar, 9:05 am')).toBeInTheDocument();
  });

  it.each([
    ['a pending mark while unsent', { pending: true }, {}, 'Waiting to send'],
    ['a sent tick once stored', {}, {}, 'Sent'],
    ['a read tick once read', {}, { readAt: today }, 'Read'],
  ])('gives one’s own message %s', (_case, props, fields, label) => {
    render(<MessageBubble message={aBubble(fields)} mine now={now} {...props} />);
    expect(screen.getByRole('img', { name: label })).toBeInTheDocument();
  });

  it('gives the other side’s messages no ticks', () => {
    render(<MessageBubble message={aBubble({ sender: 'business', readAt: today })} mine={false} now={now} />);
    expect(screen.queryByRole('img', { name: /Sent|Read/ })).toBeNull();
  });

  it('shows an image with its caption as alternative text', () => {
    render(<MessageBubble message={aBubble({ type: 'image', message: '/uploads/demo/chat-widget/images/a.png', caption: 'My order' })} mine now={now} />);
    expect(screen.getByRole('img', { name: 'My order' })).toHaveAttribute('src', '/uploads/demo/chat-widget/images/a.png');
    expect(screen.getByText('My order')).toBeInTheDocument();
  });

  it('offers a file as a download named by its type', () => {
    render(<MessageBubble message={aBubble({ type: 'file', message: '/uploads/demo/chat-widget/document/x.pdf', contentType: 'application/pdf' })} mine now={now} />);
    const link = screen.getByRole('link', { name: /PDF document/ });
    expect(link).toHaveAttribute('href', '/uploads/demo/chat-widget/document/x.pdf');
    expect(link).toHaveAttribute('download');
  });

  it('plays audio messages in place', () => {
    const { container } = render(<MessageBubble message={aBubble({ type: 'audio', message: '/uploads/demo/chat-widget/document/v.webm', contentType: 'audio/webm' })} mine now={now} />);
    expect(container.querySelector('audio')).toHaveAttribute('src', '/uploads/demo/chat-widget/document/v.webm');
  });

  it('never links an unsafe attachment address', () => {
    render(<MessageBubble message={aBubble({ type: 'image', message: 'javascript:alert(1)' })} mine={false} now={now} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Attachment unavailable')).toBeInTheDocument();
  });

  it('draws a topic card with its price in whole rupees', () => {
    const payload = { kind: 'topic' as const, topic: { name: 'Haircut', type: 'custom' as const, description: 'A fresh look', price: 1499.5, image: null } };
    render(<MessageBubble message={aBubble({ type: 'component', message: 'Haircut', payload })} mine now={now} />);
    expect(screen.getByText('Haircut')).toBeInTheDocument();
    expect(screen.getByText('A fresh look')).toBeInTheDocument();
    expect(screen.getByText('₹1,500')).toBeInTheDocument();
  });

  it('draws an order status card', () => {
    const payload = { kind: 'order-status' as const, orderId: 'a'.repeat(24), orderNumber: 'ORD-1001', title: 'Order Cancelled', status: 'Cancelled' };
    render(<MessageBubble message={aBubble({ type: 'component', message: 'Order Cancelled', sender: 'system', payload })} mine={false} now={now} />);
    expect(screen.getByText('Order Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Order ORD-1001')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
  });

  it("links an order card to the order's tracking page", () => {
    const payload = { kind: 'order-status' as const, orderId: 'a'.repeat(24), orderNumber: 'ORD 1001', title: 'Order Shipped', status: 'Active' };
    render(<MessageBubble message={aBubble({ type: 'component', message: 'Order Shipped', sender: 'system', payload })} mine={false} now={now} />);
    expect(screen.getByRole('link', { name: 'Track this order' })).toHaveAttribute('href', '/track-order?order=ORD%201001');
  });
});
