import { STORAGE_KEYS, type RootStore } from 'shared';
import { connectOwnerSocket } from './connect-owner-socket';
import { createInboxApi } from './inbox-api';
import { InboxStore } from './inbox-store';

/**
 * The inbox of the page's owner: REST through the owner's client (the `userAccessToken` bearer, never the
 * customer's token) and the owner's socket with that same token.
 */
export function createInboxStore(root: RootStore): InboxStore {
  let store: InboxStore | null = null;
  const connect = connectOwnerSocket({
    getToken: () => root.storage.readString(STORAGE_KEYS.userAccessToken),
    // A REST call refreshes an expired owner token (or ends the session); the socket's next try uses it.
    onRefused: () => void store?.loadConversations(),
  });
  store = new InboxStore({ api: createInboxApi(root.owner.client), connect, notify: (message, severity) => root.ui.notify(message, severity) });
  return store;
}
