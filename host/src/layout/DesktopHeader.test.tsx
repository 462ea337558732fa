import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { StoreProvider } from 'shared';
import { aProduct, aSection, renderOnServer, renderWithStore } from 'shared/testing';
import { DesktopHeader } from './DesktopHeader';
import { hostMessages } from '../i18n/use-t';
import { LocationProbe } from '../testing/LocationProbe';
import { aHindiStore, loadHindi, renderInHindi } from '../testing/render-in-hindi';

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

describe('DesktopHeader in Hindi', () => {
  beforeAll(() => hostMessages.load('hi'));

  it('says the menu, search, Cart and Login in Hindi, and keeps the business’s own words as written', async () => {
    await renderInHindi(<DesktopHeader section={header} logo={null} businessName="Kaveri Handlooms & Home" />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('navigation', { name: 'मुख्य मेन्यू' })).toHaveTextContent('HomeShopContact');
    expect(within(banner).getByRole('searchbox', { name: 'प्रोडक्ट खोजें' })).toHaveAttribute('placeholder', 'प्रोडक्ट खोजें…');
    expect(within(banner).getByRole('button', { name: 'खोजें' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'कार्ट' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'लॉग इन' })).toBeInTheDocument();
  });

  it('offers the language menu with Hindi chosen', async () => {
    await renderInHindi(<DesktopHeader section={header} logo={null} businessName="Kaveri" />);
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
  });

  it('offers the language menu with English chosen on an English page', () => {
    renderHeader();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('is rendered on the server and hydrated in Hindi with no mismatch', async () => {
    await loadHindi();
    const store = aHindiStore();
    const view = () => (
      <StoreProvider store={store}>
        <MemoryRouter>
          <DesktopHeader section={header} logo={null} businessName="Kaveri" />
        </MemoryRouter>
      </StoreProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = await renderOnServer(view());
    expect(container.querySelector('.site-header__login')).toHaveTextContent('लॉग इन');
    expect(container.querySelector('select option[selected]')).toHaveValue('hi');
    document.body.append(container);
    const recoverable = jest.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, view(), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'लॉग इन' })).toBeInTheDocument();
    act(() => root?.unmount());
    container.remove();
  });
});
