import type { Product } from 'shared';
import type { ProductOffer } from './product-offer';
import { absoluteUrl } from './site-urls';

export interface ProductJsonLdInput {
  product: Product;
  offer: ProductOffer;
  businessName: string;
  /** The product page's canonical address. */
  url: string;
  origin: string;
}

/**
 * schema.org `Product` for search engines' rich results. A price on request has no `offers`: an
 * Offer without a price is an error to search engines, and inventing one would be worse.
 */
export function productJsonLd({ product, offer, businessName, url, origin }: ProductJsonLdInput): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: product.images.map((image) => absoluteUrl(origin, image)),
    sku: product._id,
    brand: { '@type': 'Brand', name: businessName },
    url,
  };
  const category = product.categoryId?.name ?? product.catalogueId.name;
  if (category) data.category = category;
  if (product.reviewCount > 0 && product.rating > 0) {
    data.aggregateRating = { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviewCount, bestRating: 5 };
  }
  if (offer.price !== null) {
    data.offers = {
      '@type': 'Offer',
      price: offer.price.toFixed(2),
      priceCurrency: 'INR',
      availability: `https://schema.org/${offer.availability}`,
      url,
      seller: { '@type': 'Organization', name: businessName },
    };
  }
  return data;
}
