import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteViewProvider, type AddressBookViewProps, type LoadRemoteViewProps } from 'shared';
import { AUTH_PATHS } from 'shared/constants';
import { aPage, anAnswer, fakeApi, renderWithStore } from 'shared/testing';
import ProfilePage from './ProfilePage';

const PAGES = [
  { keyValue: 'contact', customRoute: '/contact', title: 'Contact Us' },
  { keyValue: 'privacyPolicy', customRoute: '/privacy-policy', title: 'Privacy Policy' },
  { keyValue: 'refund', customRoute: '/refund', title: 'Cancellation & Refund' },
];
const CUSTOMER = { customerId: 'c0ffeec0ffeec0ffeec0ffee', name: 'Lakshmi Iyer', phoneNumber: '9845012345', countryCode: '+91' };

/** The host's loader of another remote's view, as a stand-in: names the view and offers its Login Now. */
function FakeRemoteView({ remote, module, props }: LoadRemoteViewProps) {
  const { onLogin } = props as AddressBookViewProps;
  return (
    <section aria-label={`${remote}/${module}`}>
      <button type="button" onClick={onLogin}>
        Login Now
      </button>
    </section>
  );
}

function renderPage({ isMobile = true, route = '/account' } = {}) {
  const page = aPage([], { keyValue: 'account', customRoute: '/account', title: 'My Account' });
  // The server's answer to the customer's logout, which the session asks for when it ends.
  const api = { ...fakeApi(), post: jest.fn(async () => ({ message: 'Logged out' })) };
  const rendered = renderWithStore(
    <RemoteViewProvider value={FakeRemoteView}>
      <ProfilePage page={page} answer={{ ...anAnswer(page), pages: PAGES }} />
    </RemoteViewProvider>,
    { isMobile, route, api },
  );
  return { ...rendered, api };
}

describe('ProfilePage', () => {
  it("asks a visitor to log in: 'Login to View Profile' with Login Now to the chat", () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Login to View Profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login Now' })).toHaveAttribute('href', '/chat');
    expect(screen.queryByRole('link', { name: 'Logout' })).toBeNull();
  });

  it('shows the customer with country code and phone, the links and Logout', () => {
    const { store } = renderPage();
    // logging in is the chat's job; here the session simply appears, as it does when the chat starts one
    act(() => void store.session.startSession(CUSTOMER, 'token'));
    expect(screen.getByRole('heading', { level: 1, name: 'Lakshmi Iyer' })).toBeInTheDocument();
    expect(screen.getByText('+91 9845012345')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Account' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My Orders', '/chat?source=orders'],
      ['Delivery Address', '/account?view=addresses'],
      ['Help & Support', '/contact'],
      ['Privacy Policy', '/privacy-policy'],
      ['Cancellation & Refund', '/refund'],
      ['Logout', '/logout'],
    ]);
    expect(screen.queryByText('Login to View Profile')).toBeNull();
  });

  it('goes back to the invitation when the session ends', () => {
    const { store, api } = renderPage();
    act(() => void store.session.startSession(CUSTOMER, 'token'));
    expect(screen.getByText('Lakshmi Iyer')).toBeInTheDocument();
    act(() => store.session.logout());
    expect(screen.getByText('Login to View Profile')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith(AUTH_PATHS.logout, undefined, expect.anything(), expect.anything());
  });

  it('offers the language menu to visitors and customers alike, the page language chosen', () => {
    const { store } = renderPage();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    act(() => void store.session.startSession(CUSTOMER, 'token'));
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('shows the mobile-only notice on desktop, logged in or not', () => {
    const { store } = renderPage({ isMobile: false });
    expect(screen.getByText('This Page Only Available For Mobile View')).toBeInTheDocument();
    act(() => void store.session.startSession(CUSTOMER, 'token'));
    expect(screen.getByText('This Page Only Available For Mobile View')).toBeInTheDocument();
    expect(screen.queryByText('Lakshmi Iyer')).toBeNull();
  });

  it("opens the checkout's address book with ?view=addresses, whose Login Now leads to the chat", async () => {
    const user = userEvent.setup();
    renderPage({ route: '/account?view=addresses' });
    const book = screen.getByRole('region', { name: 'checkout/AddressBook' });
    expect(screen.queryByText('Login to View Profile')).toBeNull();
    await user.click(within(book).getByRole('button', { name: 'Login Now' }));
    expect(screen.queryByRole('region', { name: 'checkout/AddressBook' })).toBeNull();
  });
});
