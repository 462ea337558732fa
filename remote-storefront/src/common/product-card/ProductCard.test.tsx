import { fireEvent, screen, within } from '@testing-library/react';
import { aProduct, renderWithStore } from 'shared/testing';
import { ProductCard } from './ProductCard';

function renderCard(product = aProduct()) {
  renderWithStore(<ProductCard product={product} />);
  return screen.getByRole('article', { name: product.name });
}

describe('ProductCard', () => {
  it('links the name to the product details page and shows the image lazily with the name as alt', () => {
    const card = renderCard(aProduct({ name: 'Kanchi Silk Saree', slug: 'kanchi-silk-saree' }));
    expect(within(card).getByRole('link', { name: 'Kanchi Silk Saree' })).toHaveAttribute('href', '/product-details?name=kanchi-silk-saree');
    const image = within(card).getByRole('img', { name: 'Kanchi Silk Saree' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('src', '/uploads/silk-saree.jpg');
  });

  it('shows the sale price with tax, the discount badge and the struck-through base price', () => {
    const card = renderCard(aProduct({ pricing: { basePrice: 1000, salePrice: 800, taxApplicable: true, taxRate: 18 } }));
    expect(within(card).getByText('₹944.00')).toBeInTheDocument();
    expect(within(card).getByText('20% OFF')).toBeInTheDocument();
    const old = card.querySelector('s');
    expect(old).toHaveTextContent('₹1,180.00');
  });

  it('ignores a sale price of 0: base price, no badge, old price at 1.2 x', () => {
    const card = renderCard(aProduct({ pricing: { basePrice: 1000, salePrice: 0 } }));
    expect(within(card).getByText('₹1,000.00')).toBeInTheDocument();
    expect(within(card).queryByText(/% OFF/)).toBeNull();
    expect(card.querySelector('s')).toHaveTextContent('₹1,200.00');
  });

  it('shows no badge when the sale price is not below the base price', () => {
    const card = renderCard(aProduct({ pricing: { basePrice: 1000, salePrice: 1200 } }));
    expect(within(card).getByText('₹1,200.00')).toBeInTheDocument();
    expect(within(card).queryByText(/% OFF/)).toBeNull();
  });

  it("says 'Price on request' and nothing else about price when the price is hidden", () => {
    const card = renderCard(aProduct({ pricing: { basePrice: 1000, salePrice: 800, priceVisible: false } }));
    expect(within(card).getByText('Price on request')).toBeInTheDocument();
    expect(within(card).queryByText(/₹/)).toBeNull();
    expect(within(card).queryByText(/% OFF/)).toBeNull();
  });

  it("shows 'N left' at 3 or fewer in stock", () => {
    expect(within(renderCard(aProduct({ inventory: { totalQuantity: 3 } }))).getByText('3 left')).toBeInTheDocument();
  });

  it('shows no stock hint above 3', () => {
    expect(within(renderCard(aProduct({ inventory: { totalQuantity: 4 } }))).queryByText(/left$/)).toBeNull();
  });

  it("marks an out-of-stock product 'Out of Stock' without a stock hint", () => {
    const card = renderCard(aProduct({ inventory: { totalQuantity: 0, stockStatus: 'Out of Stock' } }));
    expect(within(card).getByText('Out of Stock')).toBeInTheDocument();
    expect(card).toHaveClass('sf-product-card--out');
    expect(within(card).queryByText(/left$/)).toBeNull();
  });

  it('reads price and stock from the first variant', () => {
    const variant = { _id: 'eeeeeeeeeeeeeeeeeeeeeeee', name: 'Small', basePrice: 500, salePrice: 450, stock: 2, discountPercentage: null };
    const card = renderCard(aProduct({ variants: [variant, { ...variant, _id: 'ffffffffffffffffffffffff', basePrice: 900, stock: 50 }] }));
    expect(within(card).getByText('₹450.00')).toBeInTheDocument();
    expect(within(card).getByText('10% OFF')).toBeInTheDocument();
    expect(within(card).getByText('2 left')).toBeInTheDocument();
  });

  it('shows the rating with its review count, and nothing for an unrated product', () => {
    const rated = renderCard(aProduct({ name: 'Rated', rating: 4.5, reviewCount: 12 }));
    expect(within(rated).getByText('Rated 4.5 out of 5, 12 reviews')).toBeInTheDocument();
    const unrated = renderCard(aProduct({ name: 'Unrated', rating: 0 }));
    expect(within(unrated).queryByText(/out of 5/)).toBeNull();
  });

  it('falls back to a placeholder named after the product when the image fails or is missing', () => {
    const card = renderCard(aProduct({ name: 'Broken' }));
    fireEvent.error(within(card).getByRole('img', { name: 'Broken' }));
    expect(within(card).getByTestId('image-placeholder')).toHaveAccessibleName('Broken');
    const bare = renderCard(aProduct({ name: 'No photo', images: [] }));
    expect(within(bare).getByTestId('image-placeholder')).toHaveAccessibleName('No photo');
  });

  it('offers Add to Cart and the action of its button type', () => {
    const card = renderCard(aProduct({ button: 'Buy' }));
    expect(within(card).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });

  it("offers only 'Send Enquiry Request' when the price is hidden", () => {
    const card = renderCard(aProduct({ button: 'Buy', pricing: { priceVisible: false } }));
    expect(within(card).getAllByRole('button').map((b) => b.textContent)).toEqual(['Send Enquiry Request']);
  });

  it('disables add and buy when out of stock, but never an enquiry', () => {
    const out = { inventory: { totalQuantity: 0, stockStatus: 'Out of Stock' as const } };
    const buy = renderCard(aProduct({ name: 'Buy me', button: 'Buy', ...out }));
    expect(within(buy).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(within(buy).getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    const chat = renderCard(aProduct({ name: 'Ask me', button: 'Chat', ...out }));
    expect(within(chat).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(within(chat).getByRole('button', { name: 'Chat Now' })).toBeEnabled();
  });

  it('disables buying when the first variant, which the list card preselects, has no stock', () => {
    const variant = (id: string, stock: number) => ({ _id: id.repeat(24), name: id, basePrice: 100, salePrice: null, stock, discountPercentage: null });
    const card = renderCard(aProduct({ button: 'Book', variants: [variant('a', 0), variant('b', 5)] }));
    expect(within(card).getByRole('button', { name: 'Book Now' })).toBeDisabled();
  });
});
