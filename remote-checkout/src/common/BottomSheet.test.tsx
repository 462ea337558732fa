import { fireEvent, render, screen } from '@testing-library/react';
import { BottomSheet } from './BottomSheet';

function renderSheet(onClose = jest.fn()) {
  render(
    <BottomSheet title="Select Delivery Address" onClose={onClose}>
      <button type="button">Confirm Address</button>
    </BottomSheet>,
  );
  return onClose;
}

describe('BottomSheet', () => {
  it('is a modal dialog named by its title that takes the focus when it opens', () => {
    renderSheet();
    const dialog = screen.getByRole('dialog', { name: 'Select Delivery Address' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
  });

  it('closes on the × button, on Escape and on a click on the backdrop, but not on a click inside', () => {
    const onClose = renderSheet();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Address' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('dialog').parentElement!);
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
