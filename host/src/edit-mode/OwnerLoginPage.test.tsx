import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ApiError } from 'shared';
import { ACCOUNT_TYPE_ID } from 'shared/testing';
import { OwnerLoginPage } from './OwnerLoginPage';
import { renderAsOwner, type AsOwnerOptions } from '../testing/render-as-owner';

function renderLogin(options: AsOwnerOptions = { owner: null }) {
  return renderAsOwner(
    <Routes>
      <Route path="/owner" element={<OwnerLoginPage subdomain="demo" />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { route: '/owner', ...options },
  );
}

const fill = async (email: string, password: string) => {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
};

describe('OwnerLoginPage', () => {
  it('asks for the e-mail and password before sending anything', async () => {
    const { ownerApi } = renderLogin();
    await fill('', '');
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await fill('not-an-email', 'x');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(ownerApi.login).not.toHaveBeenCalled();
  });

  it("shows the server's message when the login is refused", async () => {
    const { ownerApi } = renderLogin();
    ownerApi.login.mockRejectedValueOnce(new ApiError(401, 'INVALID_CREDENTIALS', 'Invalid email or password'));
    await fill('owner@demo.localhost', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
  });

  it('logs in for this site and returns home in edit mode', async () => {
    const { ownerApi, store, memory } = renderLogin();
    ownerApi.login.mockResolvedValueOnce({
      message: 'success',
      accessToken: 'fresh-owner-token',
      owner: { name: 'Lakshmi Srinivasan', email: 'owner@demo.localhost' },
      subdomain: 'demo',
      accountTypeId: ACCOUNT_TYPE_ID,
    });
    await fill(' owner@demo.localhost ', 'kaveri-demo-2025');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(ownerApi.login).toHaveBeenCalledWith({ email: 'owner@demo.localhost', password: 'kaveri-demo-2025', subdomain: 'demo' });
    expect(store.owner.isEditing(ACCOUNT_TYPE_ID)).toBe(true);
    expect(memory.data.get('userAccessToken')).toBe('fresh-owner-token');
  });

  it('offers edit mode and logout to an owner already signed in here', async () => {
    const { store, ownerApi } = renderLogin({ owner: { editMode: false } });
    expect(screen.getByText('You are signed in as Lakshmi Srinivasan.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Website' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(store.owner.editMode).toBe(true);
    expect(ownerApi.logout).not.toHaveBeenCalled();
  });

  it("shows the form to another site's owner", async () => {
    renderLogin({ owner: { subdomain: 'sunrise' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument());
  });
});
