import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared';
import { CUSTOMER_AUTH_PATHS } from 'shared/constants';
import { CHAT_FLOW_PROMPTS } from 'shared/rules';
import ChatWidget from './ChatWidget';
import { rememberPage } from './last-page';
import { aWidget, anAnswerWith, fakeChatApi, renderWidget } from '../testing/widget-test-kit';

jest.mock('../conversation/conversation-store', () => jest.requireActual('../testing/fake-conversation').conversationStoreModule);
jest.mock('../conversation/ConversationView', () => jest.requireActual('../testing/fake-conversation').conversationViewModule);
jest.mock('../history/HistoryTab', () => jest.requireActual('../testing/fake-conversation').historyTabModule);

const chatAnswer = (widgets = [aWidget()]) => anAnswerWith(widgets, { keyValue: 'chat' });
const chatPage = (answer = chatAnswer()) => <ChatWidget answer={answer} page={answer.websitePage} />;

describe('the /chat page on a phone', () => {
  it('shows the widget full screen with Back and the two tabs; no Logout for a visitor', () => {
    renderWidget(chatPage(), { isMobile: true, route: '/chat' });
    const screenRegion = screen.getByRole('region', { name: 'Chat with us' });
    expect(screenRegion).toHaveClass('chat-panel--fullscreen');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Chat', 'History']);
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close chat' })).toBeNull();
  });

  it('Logout, shown when logged in, ends the session and returns to phone entry', async () => {
    const user = userEvent.setup();
    const { store, api } = renderWidget(chatPage(), { isMobile: true, route: '/chat', loggedIn: true });
    api.post.mockResolvedValue({ message: 'Logged out successfully' });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(store.session.isLoggedIn).toBe(false);
    expect(api.post).toHaveBeenCalledWith('/auth/logout', undefined, expect.anything(), { headers: { 'X-Session-Type': 'customer' } });
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('Back with no page before it goes home', async () => {
    const user = userEvent.setup();
    const { location } = renderWidget(chatPage(), { isMobile: true, route: '/chat' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/');
  });

  it('source=orders opens History; the chat counts as open while on the page', () => {
    const { store, unmount } = renderWidget(chatPage(), { isMobile: true, route: '/chat?source=orders' });
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(store.ui.chat).toEqual({ open: true, source: 'orders' });
    act(() => store.ui.countUnread());
    expect(store.ui.unreadCount).toBe(0);
    unmount();
    expect(store.ui.chat.open).toBe(false);
  });

  it('checks a restored session with the server, and a refusal returns to phone entry with the prompt', async () => {
    const api = fakeChatApi({
      [CUSTOMER_AUTH_PATHS.verifySession]: () => {
        throw new ApiError(403, 'SESSION_MISMATCH', 'Session does not match');
      },
    });
    const { store } = renderWidget(chatPage(), { isMobile: true, route: '/chat', loggedIn: true, verified: false, api });
    expect(api.post).toHaveBeenCalledWith(CUSTOMER_AUTH_PATHS.verifySession, expect.objectContaining({ subdomain: 'demo' }), expect.anything());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(store.session.isLoggedIn).toBe(false);
    expect(screen.getByText(CHAT_FLOW_PROMPTS.sessionCheckFailed)).toBeInTheDocument();
  });
});

describe('the /chat page on desktop', () => {
  afterEach(() => rememberPage('/'));

  it('goes back to the page the shopper was on, with chat=open', () => {
    rememberPage('/products?catalogue=sarees');
    const { location } = renderWidget(chatPage(), { route: '/chat?source=send_enquiry_request' });
    expect(location()).toBe('/products?catalogue=sarees&chat=open&source=send_enquiry_request');
  });

  it('goes home with chat=open when the page before is not known', () => {
    rememberPage('/chat');
    const { location } = renderWidget(chatPage(), { route: '/chat' });
    expect(location()).toBe('/?chat=open');
  });
});

describe('the /chat page without a usable widget', () => {
  it.each([
    ['no widget settings', chatAnswer([])],
    ['a widget that does not allow all actions', chatAnswer([aWidget({ allowedAllActions: false })])],
  ])('%s sends the shopper home', (_name, answer) => {
    const { location } = renderWidget(chatPage(answer), { isMobile: true, route: '/chat' });
    expect(location()).toBe('/');
  });
});
