import { screen } from '@testing-library/react';
import { aProduct, renderWithStore } from 'shared/testing';
import { ProductGrid } from './ProductGrid';

const products = Array.from({ length: 6 }, (_, i) =>
  aProduct({ _id: `6650000000000000000000${String(i).padStart(2, '0')}`, slug: `saree-${i}`, name: `Saree ${i}`, images: [`/uploads/demo/products/${String(i).repeat(16)}-800x800.jpg`] }),
);

describe('ProductGrid pictures', () => {
  it.each([
    ['two-column', 2, '50vw'],
    ['responsive', 4, '(min-width: 1100px) 300px, (min-width: 840px) 33vw, (min-width: 480px) 50vw, 100vw'],
  ] as const)('%s: the first %i cards load at once and first, the rest lazily, all with srcset and sizes', (layout, first, sizes) => {
    renderWithStore(<ProductGrid products={products} skeletons={0} layout={layout} />);
    products.forEach((product, index) => {
      const image = screen.getByRole('img', { name: product.name });
      expect(image).toHaveAttribute('loading', index < first ? 'eager' : 'lazy');
      if (index < first) expect(image).toHaveAttribute('fetchpriority', 'high');
      else expect(image).not.toHaveAttribute('fetchpriority');
      expect(image).toHaveAttribute('sizes', sizes);
      expect(image).toHaveAttribute('width', '800');
      expect(image.getAttribute('srcset')).toContain('-320w.jpg 320w');
    });
  });
});
