import { isProductsPath, productsSearchUrl } from './search-url';

describe('isProductsPath', () => {
  it.each([
    ['/products', true],
    ['/products/', true],
    ['/Products', true],
    ['/', false],
    ['/product-details', false],
    ['/products/extra', false],
  ])('%p -> %p', (path, expected) => {
    expect(isProductsPath(path)).toBe(expected);
  });
});

describe('productsSearchUrl', () => {
  it.each([
    ['silk', '/', '', '/products?search=silk'],
    ['  silk saree ', '/about', '?catalogue=sarees', '/products?search=silk+saree'],
    ['silk', '/products', '?catalogue=sarees&category=kanchipuram&page=3&search=old', '/products?catalogue=sarees&category=kanchipuram&search=silk'],
    ['silk', '/products', '?chat=open&source=cart_summary', '/products?search=silk'],
    ['', '/products', '?catalogue=sarees&search=old&page=2', '/products?catalogue=sarees'],
    ['   ', '/', '', '/products'],
    ['a&b=c', '/', '', '/products?search=a%26b%3Dc'],
  ])('search %p from %s%s -> %s', (search, pathname, query, expected) => {
    expect(productsSearchUrl(search, pathname, query)).toBe(expected);
  });
});
