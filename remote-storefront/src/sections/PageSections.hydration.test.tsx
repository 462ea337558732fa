import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { createMemoryStorage, createSafeStorage, OWNER_SESSION_KEY, RootStore, StoreProvider, type ApiClient, type OwnerApi } from 'shared';
import { ACCOUNT_TYPE_ID, aPage, anAnswer, aSection, fakeApi, renderOnServer } from 'shared/testing';
import PageSections from './PageSections';

/**
 * The owner's browser: the server renders the page without edit mode and the browser hydrates it so,
 * then reads the stored owner session (edit mode on), as the host does after hydration.
 */
function ownerBrowserStore(): RootStore {
  const session = { owner: { name: 'Lakshmi', email: 'owner@demo.localhost' }, subdomain: 'demo', accountTypeId: ACCOUNT_TYPE_ID, editMode: true };
  const memory = createMemoryStorage({ userAccessToken: 'owner-token', [OWNER_SESSION_KEY]: JSON.stringify(session) });
  const ownerApi = { client: { get: jest.fn(), post: jest.fn() }, login: jest.fn(), logout: jest.fn() } as unknown as OwnerApi;
  return new RootStore({
    api: fakeApi() as unknown as ApiClient,
    ownerApi,
    window: null,
    cookies: null,
    storage: createSafeStorage({ local: () => memory, session: () => null }),
    getHostname: () => 'demo.localhost',
  });
}

describe('PageSections hydrating below the fold', () => {
  it('matches the server markup when edit mode arrives before a later section hydrates, then shows its edit controls', async () => {
    // Without a catalogue, Featured Products draws nothing for visitors and an empty grid in edit mode.
    const page = aPage([
      aSection('Text banner', [{ key: 'Title', value: 'Festive offers' }], { indexPosition: 0 }),
      aSection('Featured Products', [{ key: 'Title', value: 'Picked for you' }], { indexPosition: 1 }),
    ]);
    const store = ownerBrowserStore();
    const view = (
      <StoreProvider store={store}>
        <MemoryRouter>
          <PageSections page={page} answer={anAnswer(page)} />
        </MemoryRouter>
      </StoreProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = await renderOnServer(view);
    document.body.append(container);
    expect(container).not.toHaveTextContent('Picked for you');

    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error');
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, view, { onRecoverableError: (error) => errors.push(error) });
    });
    await act(async () => store.hydrate());

    expect(await screen.findByText('No featured products yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Picked for you' })).toBeInTheDocument();
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    act(() => root?.unmount());
  });
});
