import { hostMessages } from '../i18n/use-t';
import { pickRenderer } from './pick-renderer';

describe('pickRenderer', () => {
  it('shows No Template Found when the site has no template', () => {
    expect(pickRenderer(null, 'home', false)).toEqual({ kind: 'message', title: 'No Template Found' });
  });

  it.each([
    ['home', 'storefront', 'PageSections'],
    ['about', 'storefront', 'PageSections'],
    ['products', 'storefront', 'DesktopProductListing'],
    ['product-details', 'storefront', 'ProductDetails'],
    ['search', 'storefront', 'CategoriesPage'],
    ['account', 'storefront', 'ProfilePage'],
    ['contact', 'storefront', 'ContactPage'],
    ['cart', 'checkout', 'CartPage'],
    ['chat', 'chat', 'ChatWidget'],
  ])('draws the %s page of the e-commerce template with %s/%s', (pageType, remote, module) => {
    expect(pickRenderer('e-commerce-catalogue', pageType, false)).toMatchObject({ kind: 'remote', remote, module });
  });

  it('draws the products page on a phone with the phone listing, and every other page with the same module', () => {
    expect(pickRenderer('e-commerce-catalogue', 'products', true)).toMatchObject({ kind: 'remote', remote: 'storefront', module: 'MobileProductListing' });
    for (const pageType of ['home', 'product-details', 'search', 'account', 'contact', 'cart', 'chat']) {
      expect(pickRenderer('e-commerce-catalogue', pageType, true)).toEqual(pickRenderer('e-commerce-catalogue', pageType, false));
    }
  });

  it('treats an unknown page key of a known template as content not available', () => {
    expect(pickRenderer('e-commerce-catalogue', 'wishlist', false)).toEqual({ kind: 'unknown-page' });
  });

  it.each([
    ['cart', 'Template not found for cart page'],
    ['search', 'Template not found for search page'],
    ['products', 'Template not found for products page'],
    ['privacyPolicy', 'Template not found for privacy policy page'],
    ['account', 'Account page not available for this theme'],
    ['product-details', 'Product details page not available for this theme'],
  ])('explains a %s page of an unknown template as %s', (pageType, title) => {
    expect(pickRenderer('portfolio-classic', pageType, true)).toEqual({ kind: 'message', title });
  });
});

describe('pickRenderer in Hindi', () => {
  beforeAll(() => hostMessages.load('hi'));

  it('names the remote and what a template lacks in the words it is given', () => {
    const t = hostMessages.now('hi');
    expect(pickRenderer('e-commerce-catalogue', 'cart', false, t)).toMatchObject({ kind: 'remote', label: 'कार्ट' });
    expect(pickRenderer(null, 'home', false, t)).toEqual({ kind: 'message', title: 'कोई टेम्पलेट नहीं मिला' });
    expect(pickRenderer('portfolio-classic', 'account', false, t)).toEqual({ kind: 'message', title: 'इस थीम में खाता पेज उपलब्ध नहीं है' });
    expect(pickRenderer('portfolio-classic', 'terms-and-conditions', false, t)).toEqual({ kind: 'message', title: 'नियम और शर्तें पेज के लिए टेम्पलेट नहीं मिला' });
  });
});
