import { act, screen } from '@testing-library/react';
import { aProduct, aSection, renderWithStore } from 'shared/testing';
import { hostMessages } from '../i18n/use-t';
import { renderInHindi } from '../testing/render-in-hindi';
import { MobileNav } from './MobileNav';

const menu = aSection('Mobile Footer', [
  { key: 'Menue items', value: 'Home', url: '/', allowToAddMultiple: true },
  { key: 'Menue items', value: 'Categories', url: '/search', allowToAddMultiple: true },
  { key: 'Menue items', value: 'Cart', url: '/cart', allowToAddMultiple: true },
  { key: 'Menue items', value: 'Chat', url: '/chat', allowToAddMultiple: true },
  { key: 'Menue items', value: 'Account', url: '/account', allowToAddMultiple: true },
]);

describe('MobileNav', () => {
  it('builds one link per Menue items entry, in stored order', () => {
    renderWithStore(<MobileNav section={menu} />, { isMobile: true });
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/', '/search', '/cart', '/chat', '/account']);
    expect(screen.getByRole('link', { name: 'Categories' })).toBeInTheDocument();
  });

  it('shows the cart count on the cart item, and 9+ above nine', () => {
    const { store } = renderWithStore(<MobileNav section={menu} />, { isMobile: true });
    act(() => {
      store.cart.add(aProduct({ variants: [], inventory: { totalQuantity: 50, stockStatus: 'In Stock' }, totalQuantity: 50 }), { quantity: 3 });
    });
    expect(screen.getByLabelText('3 in cart')).toHaveTextContent('3');
    act(() => {
      const key = store.cart.keyOf(store.cart.items[0]!);
      store.cart.setQuantity(key, 12);
    });
    expect(screen.getByLabelText('12 in cart')).toHaveTextContent('9+');
  });

  it('shows the unread count on the chat item', () => {
    const { store } = renderWithStore(<MobileNav section={menu} />, { isMobile: true });
    act(() => store.ui.setUnreadCount(2));
    expect(screen.getByLabelText('2 unread')).toHaveTextContent('2');
  });

  it('draws nothing without menu items', () => {
    const { container } = renderWithStore(<MobileNav section={null} />, { isMobile: true });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('MobileNav in Hindi', () => {
  beforeAll(() => hostMessages.load('hi'));

  it('says the template’s labels and the badges in Hindi', async () => {
    const { store } = await renderInHindi(<MobileNav section={menu} />, { isMobile: true });
    expect(screen.getByRole('navigation', { name: 'मुख्य मेन्यू' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['होम', 'श्रेणियाँ', 'कार्ट', 'चैट', 'खाता']);
    act(() => {
      store.cart.add(aProduct({ variants: [], inventory: { totalQuantity: 50, stockStatus: 'In Stock' }, totalQuantity: 50 }), { quantity: 3 });
      store.ui.setUnreadCount(2);
    });
    expect(screen.getByLabelText('कार्ट में 3')).toHaveTextContent('3');
    expect(screen.getByLabelText('2 नए संदेश')).toHaveTextContent('2');
  });

  it('shows a label the owner wrote as written', async () => {
    const own = aSection('Mobile Footer', [
      { key: 'Menue items', value: 'Shop', url: '/', allowToAddMultiple: true },
      { key: 'Menue items', value: 'मेरा बैग', url: '/cart', allowToAddMultiple: true },
    ]);
    await renderInHindi(<MobileNav section={own} />, { isMobile: true });
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Shop', 'मेरा बैग']);
  });
});
