/** @jest-environment node */
import { anAnswer, aPage, aProduct } from 'shared/testing';
import { pageMeta, productMeta } from './document-meta';
import { headTags } from './head-tags';

const context = { origin: 'https://sunrise.example.in', query: new URLSearchParams() };

describe('page heads', () => {
  it('fall back to the business name when neither the page nor the footer has a description', () => {
    const answer = { ...anAnswer(aPage([], { keyValue: 'about', customRoute: '/about', title: 'About Us' })), businessName: 'Sunrise Bakery' };
    const meta = pageMeta(answer, context);
    expect(meta).toMatchObject({ title: 'About Us | Sunrise Bakery', description: 'Sunrise Bakery', image: null, noindex: false });
    // Without a picture the card is the small one, and there is no image tag to point nowhere.
    const tags = headTags(meta);
    expect(tags).toContain('<meta name="twitter:card" content="summary">');
    expect(tags).not.toContain('og:image');
  });

  it.each(['cart', 'account', 'chat'])('keep the %s page out of search results', (keyValue) => {
    expect(pageMeta(anAnswer(aPage([], { keyValue, customRoute: `/${keyValue}` })), context).noindex).toBe(true);
  });

  it('say Price on request for a product whose price is hidden, with no price tags and no offer', () => {
    const product = aProduct({ name: 'Custom Cake', description: 'Made to order.', pricing: { priceVisible: false } });
    const answer = anAnswer(aPage([], { keyValue: 'product-details', customRoute: '/product-details' }));
    const meta = productMeta(answer, product, { ...context, query: new URLSearchParams('name=custom-cake') });
    expect(meta.description).toBe('Price on request · Made to order.');
    expect(meta.price).toBeNull();
    expect(meta.jsonLd).not.toHaveProperty('offers');
    expect(headTags(meta)).not.toContain('product:price');
  });
});
