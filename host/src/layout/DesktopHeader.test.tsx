import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProduct, aSection, renderWithStore } from 'shared/testing';
import { DesktopHeader } from './DesktopHeader';
import { LocationProbe } from '../testing/LocationProbe';

const header = aSection('Header', [
  { key: 'Logo text', value: 'Kaveri' },
  { key: 'Logo 2 text', value: 'Handlooms & Home' },
  { key: 'Menu items', value: 'Home', url: '/', allowToAddMultiple: true },
  { key: 'Menu items', value: 'Shop', url: '/products', allowToAddMultiple: true },
  { key: 'Menu items', value: 'Contact', url: '/contact', allowToAddMultiple: true },
]);

function renderHeader(route = '/') {
  return renderWithStore(
    <>
      <DesktopHeader section={header} logo="/uploads/logo.svg" businessName="Kaveri Handlooms & Home" />
      <LocationProbe />
    </>,
    { route },
  );
}

describe('DesktopHeader', () => {
  it('shows the logo, the logo text, the menu, the search box, Cart and Login', () => {
    renderHeader();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Kaveri Handlooms & Home' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('navigation', { name: 'Main' }).querySelectorAll('a')).toHaveLength(3);
    expect(within(banner).getByRole('searchbox', { name: 'Search products' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: /Cart/ })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('opens the chat widget on the cart summary from Cart, with the count badge', async () => {
    const user = userEvent.setup();
    const { store } = renderHeader();
    act(() => {
      store.cart.add(aProduct({ variants: [], inventory: { totalQuantity: 50, stockStatus: 'In Stock' }, totalQuantity: 50 }), { quantity: 12 });
    });
    const cart = screen.getByRole('button', { name: /Cart/ });
    expect(cart).toHaveTextContent('9+');
    await user.click(cart);
    expect(store.ui.chat).toEqual({ open: true, source: 'cart_summary' });
  });

  it('searches from the home page into /products?search=...', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'silk saree{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/products?search=silk+saree');
  });

  it('shows the logged-in customer in place of Login', async () => {
    const { store } = renderHeader();
    act(() => void store.session.startSession({ customerId: 'c0ffee0c0ffee0c0ffee0c0f', name: 'Asha Rao', phoneNumber: '9876543210', countryCode: '+91' }, 't'));
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Asha Rao \+91 9876543210/ })).toBeInTheDocument();
  });
});
