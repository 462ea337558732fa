/** @jest-environment node */
import { aProduct } from 'shared/testing';
import { productOffer } from './product-offer';
import { productJsonLd } from './product-json-ld';

const variant = (name: string, basePrice: number, salePrice: number | null, stock: number) => ({
  _id: name.padStart(24, '0').replace(/[^0-9a-f]/g, 'a'),
  name,
  basePrice,
  salePrice,
  stock,
  discountPercentage: null,
});

describe('productOffer', () => {
  it('is the sale price with tax, as the page shows it', () => {
    const product = aProduct({ pricing: { basePrice: 2500, salePrice: 2000, taxApplicable: true, taxRate: 18 } });
    expect(productOffer(product)).toEqual({ price: 2360, priceLabel: '₹2,360.00', availability: 'InStock' });
  });

  it('ignores a sale price of 0 and leaves out tax when none applies', () => {
    expect(productOffer(aProduct({ pricing: { basePrice: 999.5, salePrice: 0 } })).price).toBe(999.5);
  });

  it('prices the detail card default variant: the first one in stock', () => {
    const product = aProduct({
      pricing: { basePrice: 100, taxApplicable: true, taxRate: 5 },
      variants: [variant('S', 100, null, 0), variant('M', 120, 110, 4)],
    });
    expect(productOffer(product)).toMatchObject({ price: 115.5, availability: 'InStock' });
  });

  it('prices a service by its first package, discounted, with tax', () => {
    const service = aProduct({
      itemType: 'service',
      pricing: { basePrice: 0, taxApplicable: true, taxRate: 18 },
      packages: [{ _id: 'b'.repeat(24), name: 'Basic', description: '', price: 1000, discountPercentage: 10, stock: null }],
    });
    expect(productOffer(service)).toMatchObject({ price: 1062, availability: 'InStock' });
  });

  it.each([
    ['In Stock', 'InStock'],
    ['Low Stock', 'LimitedAvailability'],
    ['Limited', 'LimitedAvailability'],
    ['Out of Stock', 'OutOfStock'],
  ] as const)('maps the stock status %p to %p', (stockStatus, availability) => {
    expect(productOffer(aProduct({ inventory: { stockStatus } })).availability).toBe(availability);
  });

  it('is out of stock when every variant is', () => {
    expect(productOffer(aProduct({ variants: [variant('S', 100, null, 0)] })).availability).toBe('OutOfStock');
  });

  it('says Price on request when the business hides the price', () => {
    expect(productOffer(aProduct({ pricing: { priceVisible: false } }))).toEqual({ price: null, priceLabel: 'Price on request', availability: 'InStock' });
  });
});

describe('productJsonLd', () => {
  const origin = 'http://demo.localhost:3000';
  const url = `${origin}/product-details?name=silk-saree`;

  it('describes the product with absolute images, the business as brand and an INR offer', () => {
    const product = aProduct({
      name: 'Silk Saree',
      description: 'Handwoven silk.',
      images: ['/uploads/a.svg', 'https://cdn.example.in/b.png'],
      rating: 4.5,
      reviewCount: 12,
      pricing: { basePrice: 2500, salePrice: 2000, taxApplicable: true, taxRate: 18 },
      inventory: { stockStatus: 'Low Stock' },
    });
    expect(productJsonLd({ product, offer: productOffer(product), businessName: 'Kaveri', url, origin })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Silk Saree',
      description: 'Handwoven silk.',
      image: [`${origin}/uploads/a.svg`, 'https://cdn.example.in/b.png'],
      sku: product._id,
      brand: { '@type': 'Brand', name: 'Kaveri' },
      url,
      category: 'Sarees',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12, bestRating: 5 },
      offers: {
        '@type': 'Offer',
        price: '2360.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/LimitedAvailability',
        url,
        seller: { '@type': 'Organization', name: 'Kaveri' },
      },
    });
  });

  it('has no offer and no rating when the price is on request and nobody rated it', () => {
    const product = aProduct({ pricing: { priceVisible: false } });
    const data = productJsonLd({ product, offer: productOffer(product), businessName: 'Kaveri', url, origin });
    expect(data).not.toHaveProperty('offers');
    expect(data).not.toHaveProperty('aggregateRating');
  });
});
