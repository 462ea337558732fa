import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createMemoryStorage, createSafeStorage, RootStore, StoreProvider, type ApiClient, type ConversationsAnswer, type OwnerApi } from 'shared';
import { INBOX_PATHS } from 'shared/constants';
import { anId } from 'shared/testing';
import { InboxLink } from './InboxLink';

/** A conversations answer whose conversations have these unread counts. */
function aConversationsAnswer(unreadCounts: number[]): ConversationsAnswer {
  return {
    message: 'success',
    data: unreadCounts.map((unreadCount, index) => ({
      customer: { customerId: anId(), name: `Customer ${index + 1}`, phoneNumber: '9876543210', countryCode: '+91' },
      lastMessage: null,
      unreadCount,
      lastMessageAt: '2026-11-23T09:00:00.000Z',
    })),
  };
}

function renderLink(get: jest.Mock) {
  const memory = createMemoryStorage();
  const ownerApi = { client: { get, post: jest.fn() }, login: jest.fn(), logout: jest.fn() };
  const store = new RootStore({
    api: { get: jest.fn(), post: jest.fn() } as unknown as ApiClient,
    ownerApi: ownerApi as unknown as OwnerApi,
    window: null,
    cookies: null,
    storage: createSafeStorage({ local: () => memory, session: () => null }),
    getHostname: () => 'demo.localhost',
  });
  return render(
    <StoreProvider store={store}>
      <MemoryRouter>
        <InboxLink />
      </MemoryRouter>
    </StoreProvider>,
  );
}

describe('InboxLink', () => {
  it('shows the unread messages of every conversation, as 9+ above nine', async () => {
    const get = jest.fn(async () => aConversationsAnswer([4, 0, 8]));
    renderLink(get);
    expect(await screen.findByRole('link', { name: 'Inbox, 12 unread' })).toHaveTextContent('Inbox9+');
    expect(get).toHaveBeenCalledWith(INBOX_PATHS.conversations, null, expect.anything());
  });

  it('is a plain link when nothing is unread or the count cannot be had', async () => {
    renderLink(jest.fn(async () => aConversationsAnswer([0])));
    expect(await screen.findByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/owner/inbox');
    renderLink(jest.fn(async () => Promise.reject(new Error('offline'))));
    expect(screen.getAllByRole('link', { name: 'Inbox' })).toHaveLength(2);
  });
});
