import { render } from '@testing-library/react';
import { LogoImage } from './LogoImage';

describe('LogoImage', () => {
  it('offers a rendered logo as WebP with its PNG fallback, at a fixed size', () => {
    const { container } = render(<LogoImage src="/uploads/demo/brand/0123456789abcdef-256x256.png" size={40} loading="eager" />);
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute('srcset', '/uploads/demo/brand/0123456789abcdef-256x256-256w.webp 256w');
    const img = container.querySelector('picture > img');
    expect(img).toHaveAttribute('src', '/uploads/demo/brand/0123456789abcdef-256x256.png');
    expect(img).toHaveAttribute('sizes', '40px');
    expect(img).toHaveAttribute('width', '40');
    expect(img).toHaveAttribute('height', '40');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('draws any other logo as a plain image of the same size', () => {
    const { container } = render(<LogoImage src="/uploads/logo.svg" size={56} loading="lazy" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('width', '56');
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });
});
