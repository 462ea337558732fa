import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ChatWidget from './ChatWidget';
import { CHAT_VISITED_KEY } from './first-visit';
import { conversationOf } from '../testing/fake-conversation';
import { aWidget, anAnswerWith, renderWidget } from '../testing/widget-test-kit';

jest.mock('../conversation/conversation-store', () => jest.requireActual('../testing/fake-conversation').conversationStoreModule);
jest.mock('../conversation/ConversationView', () => jest.requireActual('../testing/fake-conversation').conversationViewModule);
jest.mock('../history/HistoryTab', () => jest.requireActual('../testing/fake-conversation').historyTabModule);

describe('ChatWidget: the floating toggle and panel', () => {
  it('opens the panel with the business’s header title and closes it again', async () => {
    const user = userEvent.setup();
    const { store } = renderWidget(<ChatWidget answer={anAnswerWith([aWidget()])} />);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(store.ui.chat.open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Chat with us' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getAllByRole('button', { name: 'Close chat' })[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderWidget(<ChatWidget answer={anAnswerWith([aWidget()])} />);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the toggle disabled unless the site allows all actions', () => {
    renderWidget(<ChatWidget answer={anAnswerWith([aWidget({ allowedAllActions: false })])} />);
    expect(screen.getByRole('button', { name: 'Open chat' })).toBeDisabled();
  });

  it.each([
    [12, '9+'],
    [9, '9'],
    [1, '1'],
  ])('shows %i unread on the toggle as %s', (count, text) => {
    const { store } = renderWidget(<ChatWidget answer={anAnswerWith([aWidget()])} />);
    act(() => store.ui.setUnreadCount(count));
    expect(screen.getByRole('button', { name: 'Open chat' })).toHaveAccessibleDescription(`${text} unread`);
  });

  it('draws nothing for a site without the chat widget', () => {
    renderWidget(<ChatWidget answer={anAnswerWith([])} />);
    expect(screen.queryByRole('button', { name: 'Open chat' })).toBeNull();
  });

  it.each([
    ['the e-commerce template', 'e-commerce-catalogue', 'chat-panel--drawer'],
    ['another template', 'classic', 'chat-panel--panel'],
    ['no template', null, 'chat-panel--panel'],
  ])('opens on %s (%s) as %s', (_name, templateSlug, variant) => {
    const { store } = renderWidget(<ChatWidget answer={anAnswerWith([aWidget()], { templateSlug })} />);
    act(() => store.ui.openChat(null));
    expect(screen.getByRole('dialog', { name: 'Chat with us' })).toHaveClass(variant);
  });

  it('uses the business’s colour and title, with the defaults for empty ones', () => {
    const { store, rerenderWidget } = renderWidget(<ChatWidget answer={anAnswerWith([aWidget({}, { themeColor: '#B45309', headerTitle: 'Chat with Kaveri' })])} />);
    act(() => store.ui.openChat(null));
    expect(screen.getByRole('dialog', { name: 'Chat with Kaveri' }).querySelector('header')).toHaveStyle({ background: '#B45309' });
    rerenderWidget(<ChatWidget answer={anAnswerWith([aWidget({}, { themeColor: ' ', headerTitle: '' })])} />);
    expect(screen.getByRole('dialog', { name: 'Chat with us' }).querySelector('header')).toHaveStyle({ background: '#10B981' });
  });
});

describe('ChatWidget: opening by itself', () => {
  it('opens on the first visit and remembers it', () => {
    const first = renderWidget(<ChatWidget answer={anAnswerWith([aWidget()])} />, { localData: {} });
    expect(first.store.ui.chat.open).toBe(true);
    expect(first.local.data.get(CHAT_VISITED_KEY)).toBe('1');
    first.unmount();
    const again = renderWidget(<ChatWidget answer={anAnswerWith([aWidget()])} />, { localData: { [CHAT_VISITED_KEY]: '1' } });
    expect(again.store.ui.chat.open).toBe(false);
  });

  it('does not open by itself where the chat is not allowed', () => {
    const { store } = renderWidget(<ChatWidget answer={anAnswerWith([aWidget({ allowedAllActions: false })])} />, { localData: {} });
    expect(store.ui.chat.open).toBe(false);
  });

  it('opens by default when the embedder asks', () => {
    const { store } = renderWidget(<ChatWidget answer={anAnswerWith([aWidget()])} defaultOpen />);
    expect(store.ui.chat.open).toBe(true);
  });
});

describe('ChatWidget: sources', () => {
  it('source=orders opens the History tab', () => {
    const { store } = renderWidget(<ChatWidget answer={anAnswerWith([aWidget()])} />);
    act(() => store.ui.openChat('orders'));
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('History body')).toBeInTheDocument();
  });

  it('a visitor asked to buy sees the checkout’s order summary as a guest, and can go on to log in', async () => {
    const user = userEvent.setup();
    const { store } = renderWidget(<ChatWidget answer={anAnswerWith([aWidget()])} />);
    act(() => store.ui.openChat('direct_buy'));
    const summary = screen.getByRole('region', { name: 'checkout/OrderSummary' });
    expect(within(summary).getByText('mode: "guest"')).toBeInTheDocument();
    await user.click(within(summary).getByRole('button', { name: 'onLogin' }));
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeInTheDocument();
  });

  it('a visitor asked for the cart sees the checkout’s cart as a guest, and can go on to log in', async () => {
    const user = userEvent.setup();
    const { store } = renderWidget(<ChatWidget answer={anAnswerWith([aWidget()])} />);
    act(() => store.ui.openChat('cart_summary'));
    const cart = screen.getByRole('region', { name: 'checkout/CartSummary' });
    expect(within(cart).getByText('mode: "guest"')).toBeInTheDocument();
    await user.click(within(cart).getByRole('button', { name: 'onLogin' }));
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeInTheDocument();
  });

  it('a logged-in customer asked to buy sees the order summary; closing it returns to the chat', async () => {
    const user = userEvent.setup();
    const { store } = renderWidget(<ChatWidget answer={anAnswerWith([aWidget()])} />, { loggedIn: true });
    act(() => store.ui.openChat('direct_buy'));
    await user.click(within(screen.getByRole('region', { name: 'checkout/OrderSummary' })).getByRole('button', { name: 'onClose' }));
    expect(screen.getByTestId('conversation')).toBeInTheDocument();
  });

  it('an order placed from the order summary shows the chat, which fetches the confirmation', async () => {
    const user = userEvent.setup();
    const { store } = renderWidget(<ChatWidget answer={anAnswerWith([aWidget()])} />, { loggedIn: true });
    act(() => store.ui.openChat('direct_buy'));
    await user.click(within(screen.getByRole('region', { name: 'checkout/OrderSummary' })).getByRole('button', { name: 'onOrdered' }));
    expect(screen.getByTestId('conversation')).toBeInTheDocument();
    expect(conversationOf(store).refreshAfterConfirmation).toHaveBeenCalledTimes(1);
  });

  it('a logged-in customer asked for an enquiry sees the enquiry request; sending it returns to the chat, which confirms it', async () => {
    const user = userEvent.setup();
    const { store } = renderWidget(<ChatWidget answer={anAnswerWith([aWidget()])} />, { loggedIn: true });
    act(() => store.ui.openChat('send_enquiry_request'));
    await user.click(within(screen.getByRole('region', { name: 'checkout/EnquiryRequest' })).getByRole('button', { name: 'onSent' }));
    expect(screen.getByTestId('conversation')).toBeInTheDocument();
    expect(conversationOf(store).confirmEnquiry).toHaveBeenCalledTimes(1);
  });

  it('contact_support opens the chat of a logged-in customer', () => {
    const { store } = renderWidget(<ChatWidget answer={anAnswerWith([aWidget()], {})} />, { loggedIn: true });
    act(() => store.ui.openChat('contact_support'));
    expect(screen.getByTestId('conversation')).toBeInTheDocument();
  });

  it('the tab follows a later source: orders, then a flow back on the Chat tab', () => {
    const { store } = renderWidget(<ChatWidget answer={anAnswerWith([aWidget()])} />, { loggedIn: true });
    act(() => store.ui.openChat('orders'));
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    act(() => store.ui.openChat('contact_support'));
    expect(screen.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('ChatWidget: the conversation runs only when it may', () => {
  it.each([
    ['a logged-in customer on an allowed site', { loggedIn: true }, true, null, true],
    ['a visitor', { loggedIn: false }, true, null, false],
    ['a site that does not allow all actions', { loggedIn: true }, false, null, false],
  ] as const)('%s', (_name, options, allowed, _owner, started) => {
    const { store } = renderWidget(<ChatWidget answer={anAnswerWith([aWidget({ allowedAllActions: allowed })])} />, options);
    const conversation = conversationOf(store);
    expect(conversation.start).toHaveBeenCalledTimes(started ? 1 : 0);
    if (!started) expect(conversation.stop).toHaveBeenCalled();
  });

  it('stops on logout', () => {
    const { store } = renderWidget(<ChatWidget answer={anAnswerWith([aWidget()])} />, { loggedIn: true });
    const conversation = conversationOf(store);
    expect(conversation.start).toHaveBeenCalledTimes(1);
    act(() => store.session.endSession());
    expect(conversation.stop).toHaveBeenCalled();
  });
});
