import { fireEvent, render, screen } from '@testing-library/react';
import { DECOR, SAREES } from '../listing-test-kit';
import { CatalogueStrip } from './CatalogueStrip';

describe('CatalogueStrip', () => {
  it('shows placeholders while the catalogues load', () => {
    render(<CatalogueStrip catalogues={{ status: 'loading' }} selected={null} onToggle={() => {}} />);
    expect(screen.getAllByTestId('catalogue-skeleton')).toHaveLength(4);
  });

  it('draws nothing without catalogues', () => {
    const { container } = render(<CatalogueStrip catalogues={{ status: 'ready', data: [] }} selected={null} onToggle={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows each catalogue as a toggle, the selected one pressed (by slug or id)', () => {
    const onToggle = jest.fn();
    const { rerender } = render(<CatalogueStrip catalogues={{ status: 'ready', data: [SAREES, DECOR] }} selected="sarees" onToggle={onToggle} />);
    expect(screen.getByRole('button', { name: 'Sarees' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Home Decor' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Home Decor' }));
    expect(onToggle).toHaveBeenCalledWith(DECOR);
    rerender(<CatalogueStrip catalogues={{ status: 'ready', data: [SAREES, DECOR] }} selected={DECOR._id} onToggle={onToggle} />);
    expect(screen.getByRole('button', { name: 'Home Decor' })).toHaveAttribute('aria-pressed', 'true');
  });
});
