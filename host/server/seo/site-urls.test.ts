/** @jest-environment node */
import { absoluteUrl, canonicalUrl, cataloguePath, productPath } from './site-urls';

const ORIGIN = 'http://demo.localhost:3000';

describe('absoluteUrl', () => {
  it.each([
    ['/uploads/demo/products/saree-1.svg', 'http://demo.localhost:3000/uploads/demo/products/saree-1.svg'],
    ['https://cdn.example.in/a.png', 'https://cdn.example.in/a.png'],
    ['uploads/a.png', 'http://demo.localhost:3000/uploads/a.png'],
  ])('%p -> %p', (input, expected) => {
    expect(absoluteUrl(ORIGIN, input)).toBe(expected);
  });
});

describe('canonicalUrl', () => {
  it('keeps only the product name on a product page', () => {
    const query = new URLSearchParams('name=silk-saree&chat=open&source=direct_buy&utm_source=x');
    expect(canonicalUrl(ORIGIN, 'product-details', '/product-details', query)).toBe(`${ORIGIN}/product-details?name=silk-saree`);
  });

  it('keeps catalogue, category and a page past the first on the listing, in a fixed order', () => {
    expect(canonicalUrl(ORIGIN, 'products', '/products', new URLSearchParams('page=2&search=silk&category=cotton&catalogue=sarees'))).toBe(
      `${ORIGIN}/products?catalogue=sarees&category=cotton&page=2`,
    );
    expect(canonicalUrl(ORIGIN, 'products', '/products', new URLSearchParams('page=1'))).toBe(`${ORIGIN}/products`);
  });

  it('drops every query on other pages', () => {
    expect(canonicalUrl(ORIGIN, 'home', '/', new URLSearchParams('chat=open'))).toBe(`${ORIGIN}/`);
    expect(canonicalUrl(ORIGIN, 'about', '/about', new URLSearchParams('x=1'))).toBe(`${ORIGIN}/about`);
  });
});

describe('storefront paths', () => {
  it('encode the slug into the query', () => {
    expect(productPath('silk saree&x')).toBe('/product-details?name=silk%20saree%26x');
    expect(cataloguePath('home-decor')).toBe('/products?catalogue=home-decor');
  });
});
