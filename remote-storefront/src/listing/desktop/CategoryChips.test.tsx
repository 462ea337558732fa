import { fireEvent, render, screen } from '@testing-library/react';
import { mockReducedMotion } from '../../testing/match-media';
import { COTTON, SILK } from '../listing-test-kit';
import { CategoryChips } from './CategoryChips';

const noop = () => {};

describe('CategoryChips', () => {
  it('shows placeholders while the categories load', () => {
    render(<CategoryChips categories={{ status: 'loading' }} selected={null} onToggle={noop} onClear={noop} />);
    expect(screen.getAllByTestId('category-skeleton')).toHaveLength(5);
  });

  it('draws nothing for a catalogue without categories or when the call failed', () => {
    const { container, rerender } = render(<CategoryChips categories={{ status: 'ready', data: [] }} selected={null} onToggle={noop} onClear={noop} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<CategoryChips categories={{ status: 'error', error: new Error('404') }} selected={null} onToggle={noop} onClear={noop} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the chosen chip pressed and offers Clear only while one is chosen', () => {
    const onToggle = jest.fn();
    const onClear = jest.fn();
    const { rerender } = render(<CategoryChips categories={{ status: 'ready', data: [SILK, COTTON] }} selected={null} onToggle={onToggle} onClear={onClear} />);
    expect(screen.queryByRole('button', { name: 'Clear category' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cotton Sarees' }));
    expect(onToggle).toHaveBeenCalledWith(COTTON);

    rerender(<CategoryChips categories={{ status: 'ready', data: [SILK, COTTON] }} selected={SILK._id} onToggle={onToggle} onClear={onClear} />);
    expect(screen.getByRole('button', { name: 'Silk Sarees' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Clear category' }));
    expect(onClear).toHaveBeenCalled();
  });

  it('shows scroll arrows when the chips overflow, and scrolls by most of the strip', () => {
    const restoreMotion = mockReducedMotion(false);
    const sizes = [
      jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400),
      jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1200),
    ];
    const scrollBy = jest.fn();
    HTMLElement.prototype.scrollBy = scrollBy;
    try {
      render(<CategoryChips categories={{ status: 'ready', data: [SILK, COTTON] }} selected={null} onToggle={noop} onClear={noop} />);
      expect(screen.getByRole('button', { name: 'Scroll categories back' })).toBeDisabled();
      fireEvent.click(screen.getByRole('button', { name: 'Scroll categories forward' }));
      expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 360 }));
    } finally {
      sizes.forEach((spy) => spy.mockRestore());
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollBy;
      restoreMotion();
    }
  });
});
