import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { readEnquiryData, readOrderItemData, STORAGE_KEYS, type Product } from 'shared';
import { ProductCard } from './ProductCard';
import { aProduct, renderWithStore } from 'shared/testing';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function renderCard(product: Product, options: { isMobile?: boolean; route?: string } = {}) {
  const result = renderWithStore(
    <>
      <ProductCard product={product} />
      <Where />
    </>,
    { route: options.route ?? '/products?catalogue=sarees&page=2', isMobile: options.isMobile ?? false },
  );
  const card = screen.getByRole('article', { name: product.name });
  const where = () => screen.getByTestId('where').textContent;
  return { ...result, card, where };
}

const variant = (id: string, stock: number) => ({ _id: id.repeat(24), name: `Size ${id}`, basePrice: 500, salePrice: null, stock, discountPercentage: null });

describe('the product card action', () => {
  it('Buy on desktop: stores the item with quantity 1 and the FIRST variant, and opens the chat on the same page', () => {
    const product = aProduct({ button: 'Buy', variants: [variant('a', 2), variant('b', 9)] });
    const { card, store, where } = renderCard(product);
    fireEvent.click(within(card).getByRole('button', { name: 'Buy Now' }));
    expect(readOrderItemData(store.storage)).toMatchObject({ _id: product._id, quantity: 1, selectedVariant: 'a'.repeat(24) });
    expect(where()).toBe('/products?catalogue=sarees&page=2&chat=open&source=direct_buy');
    expect(store.ui.chat).toEqual({ open: true, source: 'direct_buy' });
  });

  it('Book on mobile: goes to the chat screen with source direct_buy', () => {
    const product = aProduct({ button: 'Book' });
    const { card, store, where } = renderCard(product, { isMobile: true });
    fireEvent.click(within(card).getByRole('button', { name: 'Book Now' }));
    expect(where()).toBe('/chat?source=direct_buy');
    expect(readOrderItemData(store.storage)?._id).toBe(product._id);
  });

  it.each(['Chat', 'Contact'])('%s: stores an enquiry WITH price data and opens send_enquiry_request', (button) => {
    const product = aProduct({ button });
    const { card, store, where } = renderCard(product);
    fireEvent.click(within(card).getByRole('button', { name: button === 'Chat' ? 'Chat Now' : 'Contact Us' }));
    const enquiry = readEnquiryData(store.storage);
    expect(enquiry?.withPrice).toBe(true);
    expect(enquiry?.items[0]).toMatchObject({ _id: product._id, pricing: product.pricing, quantity: 1 });
    expect(where()).toBe('/products?catalogue=sarees&page=2&chat=open&source=send_enquiry_request');
    expect(readOrderItemData(store.storage)).toBeNull();
  });

  it('another button: stores an enquiry without price data, removing a priced one, on mobile at /chat', () => {
    const product = aProduct({ button: 'Enquire' });
    const { card, store, where } = renderCard(product, { isMobile: true });
    store.storage.writeJson(STORAGE_KEYS.webOrderSendEnquiryRequestItemWithPriceData, []);
    fireEvent.click(within(card).getByRole('button', { name: 'Enquire' }));
    const enquiry = readEnquiryData(store.storage);
    expect(enquiry?.withPrice).toBe(false);
    expect(enquiry?.items[0]).not.toHaveProperty('pricing');
    expect(store.storage.readString(STORAGE_KEYS.webOrderSendEnquiryRequestItemWithPriceData)).toBeNull();
    expect(where()).toBe('/chat?source=send_enquiry_request');
  });

  it('a hidden price sends the plain enquiry whatever the button says', () => {
    const product = aProduct({ button: 'Chat', pricing: { priceVisible: false } });
    const { card, store } = renderCard(product);
    fireEvent.click(within(card).getByRole('button', { name: 'Send Enquiry Request' }));
    expect(readEnquiryData(store.storage)?.withPrice).toBe(false);
  });

  it('a second Buy on the same page opens the widget again', () => {
    const product = aProduct({ button: 'Buy' });
    const { card, store } = renderCard(product, { route: '/?chat=open&source=direct_buy' });
    store.ui.closeChat();
    fireEvent.click(within(card).getByRole('button', { name: 'Buy Now' }));
    expect(store.ui.chat.open).toBe(true);
  });
});

describe('Add to Cart on the card', () => {
  it('adds one of the first variant and confirms', () => {
    const product = aProduct({ variants: [variant('a', 0), variant('b', 9)], inventory: { stockStatus: 'In Stock' } });
    // the first variant is out of stock, so the button is disabled; take a product whose first variant is in stock
    const inStock = aProduct({ name: 'Kurta', variants: [variant('c', 3), variant('d', 0)] });
    const { store } = renderWithStore(
      <>
        <ProductCard product={product} />
        <ProductCard product={inStock} />
      </>,
    );
    expect(within(screen.getByRole('article', { name: product.name })).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    fireEvent.click(within(screen.getByRole('article', { name: 'Kurta' })).getByRole('button', { name: 'Add to Cart' }));
    expect(store.cart.items).toHaveLength(1);
    expect(store.cart.items[0]).toMatchObject({ _id: inStock._id, quantity: 1, selectedVariant: 'c'.repeat(24) });
    expect(store.ui.snackbars.map((s) => [s.message, s.severity])).toEqual([['Added to cart', 'success']]);
  });

  it("offers View cart with the confirmation: the cart page on a phone", () => {
    const { store, card, where } = renderCard(aProduct({ name: 'Kurta', variants: [] }), { isMobile: true });
    fireEvent.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    const [added] = store.ui.snackbars;
    expect(added?.action?.label).toBe('View cart');
    act(() => added?.action?.run());
    expect(where()).toBe('/cart');
  });

  it("offers View cart with the confirmation: the chat's cart summary on a computer", () => {
    const { store, card } = renderCard(aProduct({ name: 'Kurta', variants: [] }));
    fireEvent.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    act(() => store.ui.snackbars[0]?.action?.run());
    expect(store.ui.chat).toEqual({ open: true, source: 'cart_summary' });
  });
});
