import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from 'shared/testing';
import { aConversation, aMessage, fakeConnection, fakeInboxApi, flush } from './inbox-test-kit';
import { InboxStore } from './inbox-store';
import OwnerInbox from './OwnerInbox';

function setup(options: { mobile?: boolean } = {}) {
  const ravi = aConversation('Ravi Kumar', '2026-11-23T08:30:00.000Z', { unreadCount: 2 });
  const asha = aConversation('Asha Nair', '2026-11-22T08:00:00.000Z');
  const api = fakeInboxApi([asha, ravi]);
  const connection = fakeConnection();
  const inbox = new InboxStore({ api, connect: connection.connect, notify: jest.fn() });
  const rendered = renderWithStore(<OwnerInbox store={inbox} />, { isMobile: options.mobile ?? false });
  return { ...rendered, inbox, api, connection, ravi, asha };
}

const conversationButtons = () => within(screen.getByRole('navigation', { name: 'Conversations' })).getAllByRole('button');

describe('OwnerInbox', () => {
  it('lists conversations newest first as buttons named by the customer, with the unread count', async () => {
    setup();
    await act(flush);
    const [first, second] = conversationButtons();
    expect(first).toHaveAccessibleName('Ravi Kumar');
    expect(first).toHaveAccessibleDescription(/\+91 9876543210.*2 unread messages/);
    expect(second).toHaveAccessibleName('Asha Nair');
    expect(screen.getByRole('heading', { name: /Inbox/ })).toHaveTextContent('2 unread');
  });

  it('names a customer without a name by the phone once, not twice', async () => {
    const nameless = aConversation('', '2026-11-24T08:30:00.000Z');
    const api = fakeInboxApi([nameless]);
    const inbox = new InboxStore({ api, connect: fakeConnection().connect, notify: jest.fn() });
    renderWithStore(<OwnerInbox store={inbox} />);
    await act(flush);
    const [only] = conversationButtons();
    expect(only).toHaveAccessibleName('+91 9876543210');
    expect(only).not.toHaveAccessibleDescription(/9876543210/);
    expect(within(only!).getAllByText(/9876543210/)).toHaveLength(1);
  });

  it('opens a conversation as a log, marks it read, and sends a reply on Enter', async () => {
    const user = userEvent.setup();
    const { api, ravi } = setup();
    await act(flush);
    const id = ravi.customer.customerId;
    api.messages.mockResolvedValueOnce([aMessage(id, { message: '<img src=x onerror=alert(1)>' })]);
    await user.click(screen.getByRole('button', { name: 'Ravi Kumar' }));
    await act(flush);
    expect(api.markRead).toHaveBeenCalledWith(id);
    const log = screen.getByRole('log', { name: 'Messages with Ravi Kumar' });
    // the customer's text is text, never markup
    expect(within(log).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(log.querySelector('img')).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Customer' })).toBeInTheDocument();

    const box = screen.getByRole('textbox', { name: 'Reply to Ravi Kumar' });
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(api.reply).not.toHaveBeenCalled();
    await user.type(box, '{Enter}');
    expect(api.reply).toHaveBeenCalledWith(expect.objectContaining({ customerId: id, message: 'First line\nsecond line', type: 'text' }));
    expect(box).toHaveValue('');
    await act(flush);
    expect(within(log).getByText(/First line/)).toBeInTheDocument();
  });

  it('keeps Send disabled while the reply is only spaces', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await act(flush);
    await user.click(screen.getByRole('button', { name: 'Ravi Kumar' }));
    await user.type(screen.getByRole('textbox', { name: 'Reply to Ravi Kumar' }), '   {Enter}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(api.reply).not.toHaveBeenCalled();
  });

  it('shows the customer typing in the open conversation', async () => {
    const user = userEvent.setup();
    const { connection, ravi } = setup();
    await act(flush);
    await user.click(screen.getByRole('button', { name: 'Ravi Kumar' }));
    act(() => connection.events.typing({ customerId: ravi.customer.customerId, from: 'user', isTyping: true }));
    const log = screen.getByRole('log', { name: 'Messages with Ravi Kumar' });
    expect(within(log).getByRole('status')).toHaveTextContent('Ravi Kumar is typing…');
  });

  it('says it is reconnecting while the socket is down', async () => {
    const { connection } = setup();
    await act(flush);
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument();
    act(() => connection.events.connected());
    expect(screen.queryByText('Reconnecting…')).toBeNull();
    // connecting fetches the list again, in case a message came between the first load and the socket
    await act(flush);
  });

  it('on a phone shows the list, then the conversation full screen with a way back', async () => {
    const user = userEvent.setup();
    setup({ mobile: true });
    await act(flush);
    await user.click(screen.getByRole('button', { name: 'Asha Nair' }));
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).toBeNull();
    expect(screen.getByRole('log', { name: 'Messages with Asha Nair' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Customer' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Customer' }));
    expect(screen.getByRole('complementary', { name: 'Customer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the conversation' }));
    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(conversationButtons()).toHaveLength(2);
  });
});
