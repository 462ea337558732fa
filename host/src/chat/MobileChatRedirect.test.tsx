import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithStore } from 'shared/testing';
import { MobileChatRedirect, mobileChatPath } from './MobileChatRedirect';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

const where = () => screen.getByTestId('where').textContent;

describe('MobileChatRedirect', () => {
  it.each([
    ['/products?chat=open', '/chat'],
    ['/products?chat=open&source=send_enquiry_request', '/chat?source=send_enquiry_request'],
    ['/?chat=open&source=nonsense', '/chat'],
    ['/products', '/products'],
    ['/chat?source=orders', '/chat?source=orders'],
  ])('%s → %s', (route, path) => {
    renderWithStore(
      <>
        <MobileChatRedirect />
        <Where />
      </>,
      { isMobile: true, route },
    );
    expect(where()).toBe(path);
  });

  it('goes to /chat when something opens the chat through the store', () => {
    const { store } = renderWithStore(
      <>
        <MobileChatRedirect />
        <Where />
      </>,
      { isMobile: true, route: '/cart' },
    );
    act(() => store.ui.openChat('cart_summary'));
    expect(where()).toBe('/chat?source=cart_summary');
  });

  it('names the mobile chat screen of a source', () => {
    expect(mobileChatPath(null)).toBe('/chat');
    expect(mobileChatPath('orders')).toBe('/chat?source=orders');
  });
});
