import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, createMemoryStorage, createSafeStorage, RootStore, StoreProvider, type ApiClient, type OwnerApi } from 'shared';
import { SIGNUP_MESSAGES, SIGNUP_PATHS } from 'shared/constants';
import { fakeOwnerApi } from '../testing/render-as-owner';
import { OwnerSignupPage } from './OwnerSignupPage';

/** The page with a store whose API client's `post` is the network edge the test answers. */
function renderSignup() {
  const post = jest.fn();
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
      <MemoryRouter initialEntries={['/owner/signup']}>
        <OwnerSignupPage />
      </MemoryRouter>
    </StoreProvider>,
  );
  return { post };
}

const fill = async (values: Partial<Record<'Your name' | 'Business name' | 'Subdomain' | 'Email' | 'Password', string>>) => {
  for (const [label, value] of Object.entries(values)) if (value) await userEvent.type(screen.getByLabelText(label), value);
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
};

const complete = { 'Your name': 'Asha Rao', 'Business name': 'Asha Bakes', Subdomain: 'asha-bakes', Email: 'asha@example.in', Password: 'a-long-password-1' };

describe('OwnerSignupPage', () => {
  it('labels every field and asks for each before sending anything', async () => {
    const { post } = renderSignup();
    await fill({});
    for (const label of ['Your name', 'Business name', 'Subdomain', 'Email', 'Password']) {
      expect(screen.getByText(`${label} is required`)).toBeInTheDocument();
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a reserved subdomain before sending', async () => {
    const { post } = renderSignup();
    await fill({ ...complete, Subdomain: 'admin' });
    expect(screen.getByText(SIGNUP_MESSAGES.subdomainReserved)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the server's message beside the field it is about", async () => {
    const { post } = renderSignup();
    post.mockRejectedValueOnce(new ApiError(409, 'CONFLICT', SIGNUP_MESSAGES.subdomainTaken('asha-bakes-2')));
    await fill(complete);
    expect(await screen.findByText('This subdomain is taken. Try asha-bakes-2.')).toHaveAttribute('id', expect.stringContaining('subdomain-error'));
    expect(screen.getByLabelText('Subdomain')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the sign-up and then asks the owner to check their e-mail, saying where the link is in development', async () => {
    const { post } = renderSignup();
    post.mockResolvedValueOnce({ message: SIGNUP_MESSAGES.created, subdomain: 'asha-bakes', email: 'asha@example.in' });
    await fill(complete);
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/printed in the API server’s log/)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      SIGNUP_PATHS.signup,
      { name: 'Asha Rao', businessName: 'Asha Bakes', subdomain: 'asha-bakes', email: 'asha@example.in', password: 'a-long-password-1', template: 'e-commerce-catalogue' },
      expect.anything(),
    );
  });
});
