import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderWithStore } from 'shared/testing';
import TrackOrderPage from '../track-order/TrackOrderPage';
import CartPage from '../cart-page/CartPage';

// No catalogue is loaded before these tests: each view meets the Hindi one loading, as a page does. (React's
// replay of a view whose catalogue arrives within the same task, which broke before withMessages, happens
// only in a browser: e2e/checkout-in-hindi.spec.ts reaches it by loading a second page from the cache.)
describe('an exposed view on a Hindi page whose messages are still loading', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    document.documentElement.lang = 'hi-IN';
    errors = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    document.documentElement.lang = '';
    errors.mockRestore();
  });

  it.each([
    ['the tracking page', <TrackOrderPage key="track" subdomain="demo" api={{ sendCode: jest.fn(), timeline: jest.fn() }} />, 'अपना ऑर्डर ट्रैक करें'],
    ['the cart page', <CartPage key="cart" />, 'शॉपिंग कार्ट'],
  ])('%s waits for them, then renders in Hindi without an error', async (_view, view, heading) => {
    await act(async () => {
      renderWithStore(<Suspense fallback={<p>waiting</p>}>{view}</Suspense>, { isMobile: true });
    });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });
});
