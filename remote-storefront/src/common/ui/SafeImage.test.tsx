import { fireEvent, render, screen } from '@testing-library/react';
import { SafeImage } from './SafeImage';

describe('SafeImage', () => {
  it('draws the image lazily with its alternative text', () => {
    render(<SafeImage src="/a.jpg" alt="Silk saree" />);
    const image = screen.getByRole('img', { name: 'Silk saree' });
    expect(image).toHaveAttribute('src', '/a.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('swaps to a placeholder that keeps the name when the image fails', () => {
    render(<SafeImage src="/broken.jpg" alt="Silk saree" />);
    fireEvent.error(screen.getByRole('img', { name: 'Silk saree' }));
    expect(screen.getByTestId('image-placeholder')).toHaveAccessibleName('Silk saree');
    expect(document.querySelector('img')).toBeNull();
  });

  it('draws the placeholder when there is no source, hidden when decorative', () => {
    render(<SafeImage src={undefined} alt="" />);
    expect(screen.getByTestId('image-placeholder')).toHaveAttribute('aria-hidden', 'true');
  });
});
