import { ApiError } from '../api-client/api-error';
import { fakeFetch, reply } from '../api-client/test-fetch';
import type { OwnerLoginAnswer, WebsitePage } from '../contracts';
import { createMemoryStorage, createSafeStorage } from '../storage/safe-storage';
import { createOwnerApi, type OwnerApi } from './owner-api';
import { OWNER_SESSION_KEY } from './owner-store';
import { testRoot } from './store-test-kit';

const BUSINESS = 'b'.repeat(24);
const SECTION = 'c'.repeat(24);
const LOGIN: OwnerLoginAnswer = {
  message: 'success',
  accessToken: 'owner-token',
  owner: { name: 'Lakshmi', email: 'owner@demo.localhost' },
  subdomain: 'demo',
  accountTypeId: BUSINESS,
};
const PAGE: WebsitePage = {
  _id: 'd'.repeat(24),
  accountTypeId: BUSINESS,
  keyValue: 'home',
  customRoute: '/',
  title: 'Home',
  description: '',
  templateId: { slug: 'e-commerce-catalogue' },
  colorPalette: { primary: '#10B981', secondary: '#0f766e', background: '#fff', text: '#000' },
  sections: [],
};

function fakeOwnerApi() {
  return {
    client: { get: jest.fn(), post: jest.fn() },
    login: jest.fn(async () => LOGIN),
    logout: jest.fn(async () => undefined),
  } satisfies OwnerApi;
}

function setup(localData: Record<string, string> = {}) {
  const api = fakeOwnerApi();
  const test = testRoot({ ownerApi: api, localData });
  test.root.hydrate();
  return { ...test, api, owner: test.root.owner, ui: test.root.ui };
}

async function loggedIn() {
  const t = setup();
  await t.owner.login('owner@demo.localhost', 'pw', 'demo');
  return t;
}

describe('OwnerStore: login and edit mode', () => {
  it('logs in on this site, keeps the token as userAccessToken and turns edit mode on for its own business only', async () => {
    const { owner, api, local } = await loggedIn();
    expect(api.login).toHaveBeenCalledWith({ email: 'owner@demo.localhost', password: 'pw', subdomain: 'demo' });
    expect(local.data.get('userAccessToken')).toBe('owner-token');
    expect(owner.owner).toEqual(LOGIN.owner);
    expect(owner.isEditing(BUSINESS)).toBe(true);
    expect(owner.isEditing(BUSINESS.toUpperCase())).toBe(true);
    expect(owner.isEditing('e'.repeat(24))).toBe(false);
    expect(owner.canEdit(null)).toBe(false);
  });

  it('lets the failed login reject with the server message and stores nothing', async () => {
    const t = setup();
    t.api.login.mockRejectedValueOnce(new ApiError(401, 'INVALID_CREDENTIALS', 'Invalid email or password'));
    await expect(t.owner.login('a@b.in', 'x', 'demo')).rejects.toMatchObject({ message: 'Invalid email or password' });
    expect(t.owner.isLoggedIn).toBe(false);
    expect(t.owner.loggingIn).toBe(false);
    expect(t.local.data.has('userAccessToken')).toBe(false);
  });

  it('restores the owner and the edit-mode flag after a reload, but not without the token', async () => {
    const { local } = await loggedIn();
    const stored = Object.fromEntries(local.data);
    const again = setup(stored);
    expect(again.owner.isEditing(BUSINESS)).toBe(true);
    again.owner.exitEditMode();
    expect(setup(Object.fromEntries(again.local.data)).owner.editMode).toBe(false);

    const { userAccessToken: _token, ...withoutToken } = stored;
    const orphan = setup(withoutToken);
    expect(orphan.owner.isLoggedIn).toBe(false);
    expect(orphan.local.data.has(OWNER_SESSION_KEY)).toBe(false);
  });

  it('drops a stored session it cannot read', () => {
    const t = setup({ [OWNER_SESSION_KEY]: '{"owner":1}', userAccessToken: 'x' });
    expect(t.owner.isLoggedIn).toBe(false);
  });

  it('logs out: the server session, the token and the profile', async () => {
    const { owner, api, local, ui } = await loggedIn();
    await owner.logout();
    expect(api.logout).toHaveBeenCalled();
    expect(owner.isLoggedIn).toBe(false);
    expect(owner.editMode).toBe(false);
    expect(local.data.has('userAccessToken')).toBe(false);
    expect(local.data.has(OWNER_SESSION_KEY)).toBe(false);
    expect(ui.snackbars.at(-1)).toMatchObject({ message: 'Logged out successfully', severity: 'success' });
  });

  it('an ended session while editing shows the message and goes to the owner login; otherwise it is quiet', async () => {
    const editing = await loggedIn();
    editing.owner.sessionEnded('Token expired');
    expect(editing.owner.isLoggedIn).toBe(false);
    expect(editing.ui.snackbars.at(-1)).toMatchObject({ message: 'Token expired', severity: 'error' });
    expect(editing.navigate).toHaveBeenCalledWith('/owner');

    const browsing = await loggedIn();
    browsing.owner.exitEditMode();
    browsing.owner.sessionEnded('Token expired');
    expect(browsing.owner.isLoggedIn).toBe(false);
    expect(browsing.ui.snackbars).toEqual([]);
    expect(browsing.navigate).not.toHaveBeenCalled();
  });

  it('verify refreshes the profile from the server', async () => {
    const t = await loggedIn();
    t.api.client.get.mockResolvedValueOnce({ message: 'success', owner: { name: 'Lakshmi S', email: 'owner@demo.localhost' }, subdomain: 'demo', accountTypeId: BUSINESS });
    await t.owner.verify();
    expect(t.api.client.get).toHaveBeenCalledWith('/auth/owner_session', null, expect.anything());
    expect(t.owner.owner?.name).toBe('Lakshmi S');
  });
});

describe('OwnerStore: section actions', () => {
  it('replaces the page with pageDetails and shows the server message', async () => {
    const t = await loggedIn();
    const pages: WebsitePage[] = [];
    t.owner.onPageDetails((page) => pages.push(page));
    t.api.client.post.mockResolvedValueOnce({ message: 'Section duplicated successfully', pageDetails: PAGE });
    await expect(t.owner.duplicateSection({ _id: SECTION }, PAGE)).resolves.toBe(true);
    expect(t.api.client.post).toHaveBeenCalledWith(
      '/business_website/page/duplicate_website_page_section',
      { sectionId: SECTION, pageId: PAGE._id, accountTypeId: BUSINESS },
      expect.anything(),
    );
    expect(pages).toEqual([PAGE]);
    expect(t.ui.snackbars.at(-1)).toMatchObject({ message: 'Section duplicated successfully', severity: 'success' });
    expect(t.owner.isPending(SECTION)).toBe(false);
  });

  it.each([
    ['update', (t: Awaited<ReturnType<typeof loggedIn>>) => t.owner.updateSection(SECTION, [{ key: 'Title', value: 'x' }]), '/business_website/page/update_page_section_data'],
    ['hide', (t: Awaited<ReturnType<typeof loggedIn>>) => t.owner.setSectionStatus(SECTION, 'hide'), '/business_website/page/update_page_section_status'],
    ['remove', (t: Awaited<ReturnType<typeof loggedIn>>) => t.owner.removeSection(SECTION), '/business_website/page/remove_website_page_section'],
  ])('%s posts to its path', async (_name, run, path) => {
    const t = await loggedIn();
    t.api.client.post.mockResolvedValueOnce({ message: 'ok', pageDetails: PAGE });
    await run(t);
    expect(t.api.client.post.mock.calls[0]?.[0]).toBe(path);
  });

  it('marks the section pending while its action is on the way', async () => {
    const t = await loggedIn();
    let settle!: (value: unknown) => void;
    t.api.client.post.mockReturnValueOnce(new Promise((resolve) => (settle = resolve)));
    const action = t.owner.setSectionStatus(SECTION, 'hide');
    expect(t.owner.isPending(SECTION)).toBe(true);
    settle({ message: 'Section hidden successfully', pageDetails: PAGE });
    await action;
    expect(t.owner.isPending(SECTION)).toBe(false);
  });

  it.each([
    ['the server message', new ApiError(403, 'FORBIDDEN', 'You do not have permission to edit this website', { message: 'You do not have permission to edit this website', code: 'FORBIDDEN' }), 'You do not have permission to edit this website'],
    ['the fallback when the server gave no message', new ApiError(500, undefined, 'Request failed with status 500', undefined), 'Failed to update page section data'],
    ['the fallback when it never answered', new ApiError(0, 'NETWORK_ERROR', 'Unable to reach the server.'), 'Failed to update page section data'],
  ])('a failed update shows %s', async (_name, error, message) => {
    const t = await loggedIn();
    const pages: WebsitePage[] = [];
    t.owner.onPageDetails((page) => pages.push(page));
    t.api.client.post.mockRejectedValueOnce(error);
    await expect(t.owner.updateSection(SECTION, [{ key: 'Title', value: 'x' }])).resolves.toBe(false);
    expect(t.ui.snackbars.at(-1)).toMatchObject({ message, severity: 'error' });
    expect(pages).toEqual([]);
  });

  it('connects a catalogue by id and slug; an exception says the spec words', async () => {
    const t = await loggedIn();
    t.api.client.post.mockResolvedValueOnce({ message: 'Catalogue connected successfully', pageDetails: PAGE });
    await t.owner.connectCatalogue(SECTION, { _id: 'a'.repeat(24), slug: 'sarees' });
    expect(t.api.client.post.mock.calls[0]?.[1]).toEqual({
      sectionId: SECTION,
      values: [
        { key: 'catalogueId', value: 'a'.repeat(24), type: 'catalogue' },
        { key: 'catalogueSlug', value: 'sarees', type: 'catalogue' },
      ],
    });
    t.api.client.post.mockRejectedValueOnce(new TypeError('boom'));
    await t.owner.connectCatalogue(SECTION, { _id: 'a'.repeat(24), slug: 'sarees' });
    expect(t.ui.snackbars.at(-1)).toMatchObject({ message: 'An error occurred while connecting the catalogue.', severity: 'error' });
    t.api.client.post.mockRejectedValueOnce(new ApiError(404, 'CATALOGUE_NOT_FOUND', 'Catalogue not found', { message: 'Catalogue not found' }));
    await t.owner.connectCatalogue(SECTION, { _id: 'a'.repeat(24), slug: 'sarees' });
    expect(t.ui.snackbars.at(-1)).toMatchObject({ message: 'Catalogue not found', severity: 'error' });
  });

  it('adds no snackbar of its own for a 401 (the ended session already explained it)', async () => {
    const t = await loggedIn();
    t.api.client.post.mockRejectedValueOnce(new ApiError(401, 'TOKEN_INVALID', 'Invalid token', { message: 'Invalid token' }));
    await t.owner.removeSection(SECTION);
    expect(t.ui.snackbars).toEqual([]);
  });
});

describe('createOwnerApi', () => {
  const storageWith = (data: Record<string, string>) => {
    const local = createMemoryStorage(data);
    return { local, storage: createSafeStorage({ local: () => local, session: () => null }) };
  };

  it("sends the owner's token, never the customer's, and refreshes as session type user", async () => {
    const { local, storage } = storageWith({ demo: 'customer-token', userAccessToken: 'expired-owner' });
    const { fetchImpl, calls } = fakeFetch((call) => {
      if (call.url.endsWith('/auth/user_reauth')) return reply(200, { message: 'ok', accessToken: 'fresh-owner' });
      return call.headers.Authorization === 'Bearer fresh-owner' ? reply(200, { ok: true }) : reply(401, { message: 'Token expired', code: 'TOKEN_EXPIRED' });
    });
    const onLogout = jest.fn();
    const api = createOwnerApi({ baseUrl: '', storage, fetchImpl, onLogout });
    await expect(api.client.post('/x', { a: 1 }, { safeParse: (v: unknown) => ({ success: true, data: v }) } as never)).resolves.toEqual({ ok: true });
    expect(calls.map((c) => [c.url, c.headers.Authorization, c.headers['X-Session-Type']])).toEqual([
      ['/x', 'Bearer expired-owner', undefined],
      ['/auth/user_reauth', 'Bearer expired-owner', 'user'],
      ['/x', 'Bearer fresh-owner', undefined],
    ]);
    expect(local.data.get('userAccessToken')).toBe('fresh-owner');
    expect(local.data.get('demo')).toBe('customer-token');
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('answers a refused login as an error to show, without logging anyone out', async () => {
    const { local, storage } = storageWith({ userAccessToken: 'old' });
    const { fetchImpl, calls } = fakeFetch(() => reply(401, { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }));
    const onLogout = jest.fn();
    const api = createOwnerApi({ baseUrl: 'https://api.test', storage, fetchImpl, onLogout });
    await expect(api.login({ email: 'a@b.in', password: 'x', subdomain: 'demo' })).rejects.toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(calls[0]?.url).toBe('https://api.test/auth/owner_login');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(onLogout).not.toHaveBeenCalled();
    expect(local.data.get('userAccessToken')).toBe('old');
  });

  it('logs out with an empty body, no JSON content type, and never throws', async () => {
    const { storage } = storageWith({});
    const { fetchImpl, calls } = fakeFetch(() => {
      throw new TypeError('offline');
    });
    await expect(createOwnerApi({ baseUrl: '', storage, fetchImpl, onLogout: jest.fn() }).logout()).resolves.toBeUndefined();
    expect(calls[0]?.url).toBe('/auth/logout');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.headers['Content-Type']).toBeUndefined();
    expect(calls[0]?.headers['X-Session-Type']).toBe('user');
  });
});
