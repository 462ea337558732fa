import { z } from 'zod';
import { fakeFetch, reply } from '../api-client/test-fetch';
import { decodeChatSession, encodeChatSession, type ChatSession } from '../storage/chat-session';
import { testRoot } from './test-helpers';

const NOW = Date.UTC(2025, 0, 15, 12);
const MIN = 60_000;
const customer = { customerId: '64b7f0c2a1d3e4f5a6b7c8d9', name: 'Asha Rao', phoneNumber: '9876543210', countryCode: '+91' };
const stored = (over: Partial<ChatSession> = {}): string =>
  encodeChatSession({ ...customer, hostname: 'demo.localhost', expiration: 864_000_000, expiresAt: NOW + 60 * MIN, ...over });

describe('SessionStore', () => {
  it('starts anonymous', () => {
    const { root } = testRoot();
    root.session.hydrate();
    expect(root.session.isLoggedIn).toBe(false);
    expect(root.session.customer).toBeNull();
  });

  it('restores a valid stored session', () => {
    const { root } = testRoot({ localData: { chatSession: stored(), demo: 'token-1' } });
    root.session.hydrate();
    expect(root.session.isLoggedIn).toBe(true);
    expect(root.session.customer).toEqual(customer);
    expect(root.session.getAccessToken()).toBe('token-1');
  });

  it('restores from the cookie when local storage has nothing', () => {
    const { root, cookies } = testRoot();
    cookies.cookie = `chatSession=${stored()}; Path=/`;
    root.session.hydrate();
    expect(root.session.customer?.customerId).toBe(customer.customerId);
  });

  it.each([
    ['another site', stored({ hostname: 'other.localhost' })],
    ['expired beyond the 5-minute grace', stored({ expiresAt: NOW - 6 * MIN })],
    ['not a session at all', 'garbage'],
  ])('clears a stored session for %s', (_name, value) => {
    const { root, local, cookies } = testRoot({ localData: { chatSession: value, demo: 'token-1', userAccessToken: 'owner' } });
    cookies.cookie = `chatSession=${value}; Path=/`;
    root.session.hydrate();
    expect(root.session.isLoggedIn).toBe(false);
    expect(local.data.has('chatSession')).toBe(false);
    expect(local.data.has('demo')).toBe(false);
    expect(local.data.get('userAccessToken')).toBe('owner');
    expect(cookies.cookie).toBe('');
  });

  it('keeps a session within the grace after expiry', () => {
    const { root } = testRoot({ localData: { chatSession: stored({ expiresAt: NOW - 4 * MIN }) } });
    root.session.hydrate();
    expect(root.session.isLoggedIn).toBe(true);
  });

  it('startSession stores the encoded session, a 10-day Secure cookie and the per-host token', () => {
    const { root, local, cookies } = testRoot();
    const session = root.session.startSession(customer, 'fresh-token');
    expect(session).toEqual({ ...customer, hostname: 'demo.localhost', expiration: 864_000_000, expiresAt: NOW + 864_000_000 });
    expect(decodeChatSession(local.data.get('chatSession'))).toEqual(session);
    expect(local.data.get('demo')).toBe('fresh-token');
    expect(cookies.writes[0]).toBe(`chatSession=${local.data.get('chatSession')}; Path=/; Max-Age=864000; Secure; SameSite=Strict`);
    expect(root.session.isLoggedIn).toBe(true);
    expect(root.session.customer).toEqual(customer);
  });

  it('logout clears the session and tokens from local storage and the cookie', () => {
    const { root, local, cookies } = testRoot({ localData: { userAccessToken: 'owner' } });
    root.session.startSession(customer, 'fresh-token');
    root.session.logout();
    expect(root.session.isLoggedIn).toBe(false);
    expect(root.session.customer).toBeNull();
    expect([...local.data.keys()]).toEqual([]);
    expect(cookies.cookie).toBe('');
    expect(cookies.writes.at(-1)).toBe('chatSession=; Path=/; Max-Age=0; Secure; SameSite=Strict');
  });
});

describe('RootStore: a 401 that logs out', () => {
  it('ends the session, shows the server message as an error and goes to /logout', async () => {
    const { fetchImpl } = fakeFetch(() => reply(401, { message: 'Account is inactive', code: 'ACCOUNT_INACTIVE' }));
    const { root, navigate, local } = testRoot({ fetchImpl, localData: { chatSession: stored(), demo: 'token-1' } });
    root.session.hydrate();
    expect(root.session.isLoggedIn).toBe(true);
    await expect(root.api.get('/orders', {}, z.unknown())).rejects.toMatchObject({ code: 'ACCOUNT_INACTIVE' });
    expect(root.session.isLoggedIn).toBe(false);
    expect(root.ui.snackbars).toEqual([expect.objectContaining({ message: 'Account is inactive', severity: 'error' })]);
    expect(navigate).toHaveBeenCalledWith('/logout');
    expect(local.data.size).toBe(0);
    root.dispose();
  });
});
