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

describe('SafeImage with an image the API rendered', () => {
  const SRC = '/uploads/demo/products/0123456789abcdef-800x800.jpg';
  const variant = (width: number, ext: string) => `/uploads/demo/products/0123456789abcdef-800x800-${width}w.${ext}`;

  it('draws a picture: a WebP source and the JPEG image with its srcset, sizes and own size', () => {
    render(<SafeImage src={SRC} alt="Silk saree" sizes="(min-width: 768px) 25vw, 50vw" />);
    const image = screen.getByRole('img', { name: 'Silk saree' });
    expect(image).toHaveAttribute('src', SRC);
    expect(image).toHaveAttribute('srcset', `${variant(320, 'jpg')} 320w, ${variant(640, 'jpg')} 640w, ${SRC} 800w`);
    expect(image).toHaveAttribute('sizes', '(min-width: 768px) 25vw, 50vw');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '800');
    expect(image).toHaveAttribute('loading', 'lazy');
    const picture = image.parentElement;
    expect(picture?.tagName).toBe('PICTURE');
    const source = picture?.querySelector('source');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute('srcset', `${variant(320, 'webp')} 320w, ${variant(640, 'webp')} 640w, ${variant(800, 'webp')} 800w`);
    expect(source).toHaveAttribute('sizes', '(min-width: 768px) 25vw, 50vw');
  });

  it('loads the first screen\'s picture at once and first', () => {
    render(<SafeImage src={SRC} alt="Silk saree" loading="eager" fetchPriority="high" />);
    const image = screen.getByRole('img', { name: 'Silk saree' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('sizes', '100vw');
  });

  it('draws any other address as a plain image, without a srcset', () => {
    render(<SafeImage src="https://cdn.example.in/saree.jpg" alt="Silk saree" />);
    const image = screen.getByRole('img', { name: 'Silk saree' });
    expect(image.parentElement?.tagName).not.toBe('PICTURE');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('width');
  });
});
