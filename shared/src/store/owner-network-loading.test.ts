import type { OwnerLoginAnswer } from '../contracts';
import type { OwnerApi, OwnerApiOptions } from './owner-api';
import { testRoot } from './store-test-kit';

/** Counts how often the store makes its network side, and can make it fail once. */
const mockNetworkMade = jest.fn();
jest.mock('./owner-network', () => {
  const actual = jest.requireActual<typeof import('./owner-network')>('./owner-network');
  return {
    ...actual,
    createOwnerNetwork: (api: OwnerApi | OwnerApiOptions) => {
      mockNetworkMade();
      return actual.createOwnerNetwork(api);
    },
  };
});

const BUSINESS = 'b'.repeat(24);
const LOGIN: OwnerLoginAnswer = { message: 'success', accessToken: 'owner-token', owner: { name: 'Lakshmi', email: 'owner@demo.localhost' }, subdomain: 'demo', accountTypeId: BUSINESS };

function setup() {
  const api = { client: { get: jest.fn(), post: jest.fn() }, login: jest.fn(async () => LOGIN), logout: jest.fn(async () => undefined) } satisfies OwnerApi;
  const test = testRoot({ ownerApi: api });
  test.root.hydrate();
  return { ...test, api, owner: test.root.owner };
}

beforeEach(() => mockNetworkMade.mockReset());

describe('OwnerStore: the network side of edit mode', () => {
  it('is not loaded for a shopper: reading the owner state and checking a missing session need none of it', async () => {
    const { owner } = setup();
    expect(owner.isLoggedIn).toBe(false);
    expect(owner.isEditing(BUSINESS)).toBe(false);
    await owner.verify();
    expect(mockNetworkMade).not.toHaveBeenCalled();
  });

  it('is made once, on the owner’s first action, and serves every later one', async () => {
    const { owner, api } = setup();
    await owner.login('owner@demo.localhost', 'pw', 'demo');
    api.client.get.mockResolvedValueOnce({ message: 'success', data: [] });
    await owner.client.get('/business_website/chat_inbox/conversations', null, { parse: (value: unknown) => value } as never);
    expect(api.client.get).toHaveBeenCalledWith('/business_website/chat_inbox/conversations', null, expect.anything());
    expect(mockNetworkMade).toHaveBeenCalledTimes(1);
  });

  it('that cannot be loaded says the server cannot be reached, and is tried again on the next action', async () => {
    const { owner, api, root } = setup();
    const section = 'c'.repeat(24);
    mockNetworkMade.mockImplementationOnce(() => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    await expect(owner.removeSection(section)).resolves.toBe(false);
    expect(root.ui.snackbars.at(-1)).toMatchObject({ message: 'Unable to reach the server. Please check your connection.', severity: 'error' });
    expect(owner.isPending(section)).toBe(false);

    api.client.post.mockResolvedValueOnce({ message: 'Section removed successfully', pageDetails: null });
    await expect(owner.removeSection(section)).resolves.toBe(true);
    expect(api.client.post).toHaveBeenCalledWith('/business_website/page/remove_website_page_section', { sectionId: section }, expect.anything());
    expect(mockNetworkMade).toHaveBeenCalledTimes(2);
  });
});
