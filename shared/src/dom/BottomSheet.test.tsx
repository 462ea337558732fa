import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { BottomSheet, type BottomSheetProps } from './BottomSheet';

const CLASSES = { backdrop: 'backdrop', panel: 'panel', header: 'header', close: 'close' };

function renderSheet(props: Partial<BottomSheetProps> = {}) {
  const onClose = jest.fn();
  render(
    <BottomSheet title="Select Delivery Address" onClose={onClose} classes={CLASSES} closeButton="×" {...props}>
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

  it('closes on the × button, on Escape and on a press on the backdrop, but not on a press inside', () => {
    const onClose = renderSheet();
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Confirm Address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Address' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('stays on a press on the backdrop when told to, and has no close button without one', () => {
    const onClose = renderSheet({ closeOnBackdrop: false, closeButton: undefined });
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('is an alert dialog described by its line when asked, and focuses its first control, not the close', () => {
    renderSheet({ role: 'alertdialog', description: 'This cannot be undone.', initialFocus: 'first' });
    expect(screen.getByRole('alertdialog', { name: 'Select Delivery Address' })).toHaveAccessibleDescription('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Confirm Address' })).toHaveFocus();
  });

  it('gives the focus back to its opener on close, and holds the page still while open', () => {
    function Page() {
      const [open, setOpen] = useState(false);
      const opener = useRef<HTMLButtonElement>(null);
      return (
        <>
          <button type="button" ref={opener} onClick={() => setOpen(true)}>
            Open
          </button>
          {open && (
            <BottomSheet title="Filters" onClose={() => setOpen(false)} classes={CLASSES} closeButton="×" returnFocus lockScroll>
              <p>Sort by</p>
            </BottomSheet>
          )}
        </>
      );
    }
    render(<Page />);
    const open = screen.getByRole('button', { name: 'Open' });
    open.focus();
    fireEvent.click(open);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(open).toHaveFocus();
  });
});
