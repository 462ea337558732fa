import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, createMemoryStorage, createSafeStorage, RootStore, StoreProvider, type ApiClient, type OwnerApi } from 'shared';
import { SIGNUP_MESSAGES, SIGNUP_PATHS } from 'shared/constants';
import { fakeOwnerApi } from '../testing/render-as-owner';
import { OwnerConfirmPage, siteLoginUrl } from './OwnerConfirmPage';

function renderConfirm(post: jest.Mock) {
  const store = new RootStore({
    api: { get: jest.fn(), post } as unknown as ApiClient,
    ownerApi: fakeOwnerApi() as unknown as OwnerApi,
    window: null,
    cookies: null,
    storage: createSafeStorage({ local: () => createMemoryStorage({}), session: () => null }),
    getHostname: () => 'localhost',
    navigate: jest.fn(),
  });
  render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={['/owner/confirm?token=the-token-of-the-link']}>
        <OwnerConfirmPage />
      </MemoryRouter>
    </StoreProvider>,
  );
}

describe('OwnerConfirmPage', () => {
  it("confirms the link's token and points to the new site's login", async () => {
    const post = jest.fn(async () => ({ message: SIGNUP_MESSAGES.confirmed, subdomain: 'asha-bakes' }));
    renderConfirm(post);
    expect(await screen.findByText(SIGNUP_MESSAGES.confirmed)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(SIGNUP_PATHS.confirmEmail, { token: 'the-token-of-the-link' }, expect.anything());
    expect(screen.getByRole('link', { name: 'Log in to your site' })).toHaveAttribute('href', siteLoginUrl('asha-bakes', window.location));
  });

  it("shows the server's message for a used or expired link", async () => {
    renderConfirm(jest.fn(async () => Promise.reject(new ApiError(400, 'TOKEN_EXPIRED', SIGNUP_MESSAGES.linkExpired))));
    expect(await screen.findByText(SIGNUP_MESSAGES.linkExpired)).toBeInTheDocument();
  });

  it('puts the subdomain in front of the host name', () => {
    expect(siteLoginUrl('asha-bakes', { protocol: 'http:', host: 'localhost:3000' })).toBe('http://asha-bakes.localhost:3000/owner?next=%2Fowner%2Fcatalogue');
  });
});
