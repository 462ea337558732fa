import { clearAccessTokens, readAccessToken, writeAccessToken } from './access-token';
import { createMemoryStorage, createSafeStorage } from './safe-storage';

function setup(initial: Record<string, string> = {}) {
  const local = createMemoryStorage(initial);
  return { local, storage: createSafeStorage({ local: () => local, session: () => null }) };
}

describe('access token', () => {
  it('prefers the per-host token', () => {
    const { storage } = setup({ demo: 'host-token', userAccessToken: 'user-token' });
    expect(readAccessToken(storage, 'demo.localhost')).toEqual({ token: 'host-token', key: 'demo' });
  });

  it('falls back to userAccessToken', () => {
    const { storage } = setup({ userAccessToken: 'user-token' });
    expect(readAccessToken(storage, 'demo.localhost')).toEqual({ token: 'user-token', key: 'userAccessToken' });
  });

  it('is null when neither is stored', () => {
    expect(readAccessToken(setup().storage, 'demo.localhost')).toBeNull();
  });

  it('writes under the host key and clears both', () => {
    const { storage, local } = setup({ userAccessToken: 'user-token' });
    writeAccessToken(storage, 'demo.localhost', 'fresh');
    expect(local.data.get('demo')).toBe('fresh');
    clearAccessTokens(storage, 'demo.localhost');
    expect(local.data.size).toBe(0);
  });

  it('keeps userAccessToken when asked (the owner is logged in) and removes only the site token', () => {
    const { storage, local } = setup({ demo: 'customer-token', userAccessToken: 'owner-token' });
    clearAccessTokens(storage, 'demo.localhost', { keepUserToken: true });
    expect([...local.data]).toEqual([['userAccessToken', 'owner-token']]);
  });
});
