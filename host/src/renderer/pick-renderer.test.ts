import { pickRenderer } from './pick-renderer';

describe('pickRenderer', () => {
  it('shows No Template Found when the site has no template', () => {
    expect(pickRenderer(null, 'home')).toEqual({ kind: 'message', title: 'No Template Found' });
  });

  it.each([
    ['home', 'storefront', 'PageSections'],
    ['about', 'storefront', 'PageSections'],
    ['products', 'storefront', 'ProductListing'],
    ['product-details', 'storefront', 'ProductDetails'],
    ['search', 'storefront', 'CategoriesPage'],
    ['account', 'storefront', 'ProfilePage'],
    ['contact', 'storefront', 'ContactPage'],
    ['cart', 'checkout', 'CartPage'],
    ['chat', 'chat', 'ChatWidget'],
  ])('draws the %s page of the e-commerce template with %s/%s', (pageType, remote, module) => {
    expect(pickRenderer('e-commerce-catalogue', pageType)).toMatchObject({ kind: 'remote', remote, module });
  });

  it('treats an unknown page key of a known template as content not available', () => {
    expect(pickRenderer('e-commerce-catalogue', 'wishlist')).toEqual({ kind: 'unknown-page' });
  });

  it.each([
    ['cart', 'Template not found for cart page'],
    ['search', 'Template not found for search page'],
    ['products', 'Template not found for products page'],
    ['privacyPolicy', 'Template not found for privacy policy page'],
    ['account', 'Account page not available for this theme'],
    ['product-details', 'Product details page not available for this theme'],
  ])('explains a %s page of an unknown template as %s', (pageType, title) => {
    expect(pickRenderer('portfolio-classic', pageType)).toEqual({ kind: 'message', title });
  });
});
