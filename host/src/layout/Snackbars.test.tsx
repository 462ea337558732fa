import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { OUT_OF_STOCK_MESSAGE } from 'shared';
import { renderWithStore } from 'shared/testing';
import { renderInHindi } from '../testing/render-in-hindi';
import { Snackbars } from './Snackbars';

describe('Snackbars', () => {
  it('shows a message with its action; the action runs and the message leaves', async () => {
    const run = jest.fn();
    const { store } = renderWithStore(<Snackbars />);
    act(() => void store.ui.notify('Added to cart', 'success', { label: 'View cart', run }));
    const message = screen.getByRole('status');
    expect(message).toHaveTextContent('Added to cart');
    await userEvent.click(screen.getByRole('button', { name: 'View cart' }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a message without an action as a message and its Dismiss alone', () => {
    const { store } = renderWithStore(<Snackbars />);
    act(() => void store.ui.notify('Link copied to clipboard', 'success'));
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Dismiss']);
  });

  it("says the shared store's own message in the page's language, and any other as it was raised", async () => {
    const { store } = await renderInHindi(<Snackbars />);
    act(() => void store.ui.notify(OUT_OF_STOCK_MESSAGE, 'error'));
    expect(screen.getByRole('alert')).toHaveTextContent('स्टॉक में नहीं');
    act(() => void store.ui.notify('Payment failed: card declined', 'error'));
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent('Payment failed: card declined');
  });
});
