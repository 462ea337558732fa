import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type EnquiryCard } from 'shared';
import { SOCKET_EVENTS } from 'shared/constants';
import { anId, renderWithStore } from 'shared/testing';
import { aConversation, aMessage, fakeConnection, fakeInboxApi, flush } from '../../inbox/inbox-test-kit';
import { InboxStore } from '../../inbox/inbox-store';
import OwnerInbox from '../../inbox/OwnerInbox';
import { aChatMessage, settle, setupConversation } from '../conversation-test-kit';
import { ConversationView } from '../ConversationView';
import { MessageBubble } from './MessageBubble';

const KURTA = anId();

function anEnquiry(overrides: Partial<EnquiryCard> = {}): EnquiryCard {
  return {
    kind: 'enquiry',
    withPrice: true,
    items: [
      { productId: KURTA, name: 'Cotton Kurta', image: '/uploads/demo/catalogue/kurta.jpg', choice: 'Large', quantity: 2, price: 2520 },
      { productId: anId(), name: 'Silk Saree', image: null, choice: null, quantity: 1, price: null },
    ],
    total: 2520,
    ...overrides,
  };
}

const aBubble = (payload: EnquiryCard) => ({
  message: 'Detailed Enquiry Request: Cotton Kurta × 2, Silk Saree × 1',
  type: 'component' as const,
  sender: 'user' as const,
  caption: null,
  contentType: null,
  createdAt: new Date().toISOString(),
  payload,
  readAt: null,
});

describe('EnquiryCard', () => {
  it('shows the detailed kind with each line, its price or Price on request, and the total', () => {
    render(<MessageBubble message={aBubble(anEnquiry())} mine />);
    expect(screen.getByText('Detailed Enquiry Request')).toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: 'Detailed Enquiry Request items' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['Cotton KurtaLargeQty 2₹2,520', 'Silk SareeQty 1Price on request']);
    expect(screen.getByText('Total').parentElement).toHaveTextContent('Total₹2,520');
  });

  it('shows an enquiry without prices with no price and no total', () => {
    const plain = anEnquiry({ withPrice: false, items: anEnquiry().items.map((item) => ({ ...item, price: null })), total: null });
    render(<MessageBubble message={aBubble(plain)} mine={false} />);
    expect(screen.getByText('Enquiry Request')).toBeInTheDocument();
    expect(screen.queryByText('Price on request')).toBeNull();
    expect(screen.queryByText('Total')).toBeNull();
    expect(screen.queryByText(/₹/)).toBeNull();
  });

  it('draws names as text and never loads an unsafe image address', () => {
    const crafted = anEnquiry({
      items: [{ productId: KURTA, name: '<img src=x onerror=alert(1)>', image: 'javascript:alert(1)', choice: '<b>XL</b>', quantity: 1, price: 10 }],
      total: 10,
    });
    const { container } = render(<MessageBubble message={aBubble(crafted)} mine={false} />);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(screen.getByText('<b>XL</b>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it("appears in the customer's thread when the server sends it", async () => {
    const setup = setupConversation();
    setup.store.start();
    act(() => setup.sockets.last.serverConnects());
    await act(settle);
    render(<ConversationView store={setup.store} themeColor="#10B981" />);
    act(() => setup.sockets.last.serverEmits(SOCKET_EVENTS.chatMessage, aChatMessage({ sender: 'user', type: 'component', message: 'Detailed Enquiry Request', payload: anEnquiry() })));
    await act(settle);
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Detailed Enquiry Request')).toBeInTheDocument();
    expect(within(log).getByText('Cotton Kurta')).toBeInTheDocument();
    expect(within(log).getByText('Total').parentElement).toHaveTextContent('₹2,520');
  });

  it("appears in the owner's inbox thread", async () => {
    const user = userEvent.setup();
    const ravi = aConversation('Ravi Kumar', '2026-11-23T08:30:00.000Z');
    const api = fakeInboxApi([ravi]);
    const inbox = new InboxStore({ api, connect: fakeConnection().connect, notify: jest.fn() });
    renderWithStore(<OwnerInbox store={inbox} />);
    await act(flush);
    api.messages.mockResolvedValueOnce([aMessage(ravi.customer.customerId, { type: 'component', message: 'Enquiry Request: Cotton Kurta × 2', payload: anEnquiry({ withPrice: false, total: null }) })]);
    await user.click(screen.getByRole('button', { name: 'Ravi Kumar' }));
    await act(flush);
    const log = screen.getByRole('log', { name: 'Messages with Ravi Kumar' });
    expect(within(log).getByText('Enquiry Request')).toBeInTheDocument();
    const lines = within(within(log).getByRole('list', { name: 'Enquiry Request items' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Cotton KurtaLargeQty 2');
  });
});
