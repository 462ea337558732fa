import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { renderWithStore } from 'shared/testing';
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
});
