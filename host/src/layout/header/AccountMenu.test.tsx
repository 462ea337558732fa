import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_PATHS, SESSION_TYPE_HEADER } from 'shared/constants';
import { fakeApi, renderWithStore } from 'shared/testing';
import { HeaderAccount } from './HeaderAccount';
import { LocationProbe } from '../../testing/LocationProbe';

const ASHA = { customerId: 'c0ffee0c0ffee0c0ffee0c0f', name: 'Asha Rao', phoneNumber: '9876543210', countryCode: '+91' };

/** The store's API: no answers to read, and the server's answer to a customer's logout. */
function accountApi() {
  return { ...fakeApi(), post: jest.fn(async () => ({ message: 'Logged out' })) };
}

async function renderAccount(loggedIn: boolean, api = accountApi()) {
  const result = renderWithStore(
    <>
      <HeaderAccount />
      <button type="button">Elsewhere</button>
      <LocationProbe />
    </>,
    { route: '/products', api },
  );
  if (loggedIn) {
    act(() => void result.store.session.startSession(ASHA, 'token-1'));
    // The menu's code loads once a customer is logged in.
    await screen.findByRole('button', { name: /Asha Rao/ });
  }
  return result;
}

const accountButton = () => screen.getByRole('button', { name: /Asha Rao/ });

describe('HeaderAccount', () => {
  it('shows Login to a visitor, which opens the chat widget for the phone-code login', async () => {
    const user = userEvent.setup();
    const { store } = await renderAccount(false);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(store.ui.chat).toEqual({ open: true, source: null });
  });

  it('shows the logged-in customer by name and country code plus phone', async () => {
    await renderAccount(true);
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(accountButton()).toHaveTextContent('Asha Rao');
    expect(accountButton()).toHaveTextContent('+91 9876543210');
    expect(accountButton()).toHaveAttribute('aria-haspopup', 'menu');
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the phone alone when the customer has no name', async () => {
    const { store } = await renderAccount(false);
    act(() => void store.session.startSession({ ...ASHA, name: '' }, 'token-1'));
    expect(await screen.findByRole('button', { name: /\+91 9876543210/ })).toBeInTheDocument();
  });

  it('opens the Logout menu on click and goes to /logout', async () => {
    const user = userEvent.setup();
    await renderAccount(true);
    await user.click(accountButton());
    expect(accountButton()).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: /Asha Rao/ });
    expect(menu).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/logout');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('works from the keyboard: Enter opens and focuses Logout, Escape closes and returns to the button', async () => {
    const user = userEvent.setup();
    await renderAccount(true);
    await user.tab();
    expect(accountButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(accountButton()).toHaveFocus();
  });

  it('opens with the arrow keys and activates Logout with Space', async () => {
    const user = userEvent.setup();
    await renderAccount(true);
    accountButton().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByTestId('location')).toHaveTextContent('/logout');
  });

  it('closes on Tab and on a click elsewhere', async () => {
    const user = userEvent.setup();
    await renderAccount(true);
    await user.click(accountButton());
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(accountButton());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/products');
  });

  it('goes back to Login when the session ends, and asks the server to end the customer session', async () => {
    const api = accountApi();
    const { store } = await renderAccount(true, api);
    act(() => store.session.logout());
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith(AUTH_PATHS.logout, undefined, expect.anything(), { headers: { [SESSION_TYPE_HEADER]: 'customer' } });
  });
});
