import type { Catalogue, PageAnswer, Product, Section } from 'shared';
import { documentTitle, oneLine, summarize } from './meta-text';
import { productJsonLd } from './product-json-ld';
import { productOffer } from './product-offer';
import { shareImage, type ShareImage } from './share-image';
import { canonicalUrl } from './site-urls';

/** Everything the document's head says about a page, before escaping. */
export interface DocumentMeta {
  /** The `<title>`: the page and the business. */
  title: string;
  /** og:title and twitter:title: what a shared link shows in bold (a product's own name). */
  shareTitle: string;
  description: string;
  canonicalUrl: string;
  siteName: string;
  type: 'website' | 'product';
  /** Always a raster: link previews do not draw SVG. */
  image: ShareImage | null;
  /** A product's price, for link previews (og product:price, Twitter's label/data pair). */
  price: { amount: string; currency: 'INR'; label: string } | null;
  jsonLd: Record<string, unknown> | null;
  noindex: boolean;
}

/** Where the page was asked for: the site's origin (scheme, host and port) and the request's query. */
export interface MetaContext {
  origin: string;
  query: URLSearchParams;
}

/** Pages that belong to one visitor (their cart, account, chat): nothing for a search engine to list. */
export const PRIVATE_PAGE_TYPES: ReadonlySet<string> = new Set(['cart', 'account', 'chat']);

const valueOf = (section: Section | null, key: string) => section?.values.find((v) => v.key === key)?.value ?? '';

/** The site's own description: the footer's Description, which every template fills. */
function siteDescription(answer: PageAnswer): string {
  return oneLine(valueOf(answer.footerSection, 'Description'));
}

/** The first raster image a visitor sees on the page (a shown banner, a header picture), else the logo. */
function pageImage(answer: PageAnswer, origin: string, alt: string): DocumentMeta['image'] {
  const sections = [...answer.websitePage.sections]
    .filter((s) => s.status === 'show')
    .sort((a, b) => a.indexPosition - b.indexPosition);
  for (const section of sections) {
    for (const value of section.values) {
      if (!(value.type === 'image' || value.key === 'Image') || !value.value || value.status === 'hide') continue;
      const image = shareImage(origin, value.value, oneLine(value.label ?? '') || alt);
      if (image) return image;
    }
  }
  return shareImage(origin, answer.logo, answer.businessName);
}

/** Head of an ordinary page (home, about, policies, contact, listing...), from the page answer alone. */
export function pageMeta(answer: PageAnswer, { origin, query }: MetaContext): DocumentMeta {
  const page = answer.websitePage;
  const title = documentTitle(page.title, answer.businessName);
  return {
    title,
    shareTitle: title,
    description: summarize(page.description || siteDescription(answer) || answer.businessName),
    canonicalUrl: canonicalUrl(origin, page.keyValue, page.customRoute, query),
    siteName: answer.businessName,
    type: 'website',
    image: pageImage(answer, origin, title),
    price: null,
    jsonLd: null,
    noindex: PRIVATE_PAGE_TYPES.has(page.keyValue),
  };
}

/** Head of a catalogue's listing (`/products?catalogue=slug`): the catalogue's name, words and picture. */
export function catalogueMeta(answer: PageAnswer, catalogue: Catalogue, context: MetaContext): DocumentMeta {
  const base = pageMeta(answer, context);
  const title = documentTitle(catalogue.name, answer.businessName);
  return {
    ...base,
    title,
    shareTitle: title,
    description: summarize(catalogue.description || `Shop ${catalogue.name} at ${answer.businessName}.`),
    image: shareImage(context.origin, catalogue.image, catalogue.name) ?? base.image,
  };
}

/**
 * Head of a product page: its name, its price first in the description (a shared link shows name,
 * picture and price), its first image, and schema.org Product data with the offer.
 */
export function productMeta(answer: PageAnswer, product: Product, context: MetaContext): DocumentMeta {
  const base = pageMeta(answer, context);
  const offer = productOffer(product);
  const description = oneLine(product.description);
  return {
    ...base,
    title: documentTitle(product.name, answer.businessName),
    shareTitle: product.name,
    description: summarize(description ? `${offer.priceLabel} · ${description}` : `${offer.priceLabel} · ${product.name}`),
    type: 'product',
    image: product.images.map((url) => shareImage(context.origin, url, product.name)).find(Boolean) ?? base.image,
    price: offer.price === null ? null : { amount: offer.price.toFixed(2), currency: 'INR', label: offer.priceLabel },
    jsonLd: productJsonLd({ product, offer, businessName: answer.businessName, url: base.canonicalUrl, origin: context.origin }),
  };
}
