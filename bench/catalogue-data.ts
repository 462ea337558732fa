/**
 * A large catalogue of plausible items for the API figures: several catalogues and categories, prices,
 * sales, ratings, stock and shipping spread so every listing filter keeps part of the items, and names,
 * tags and descriptions from a small vocabulary so a search word matches some hundreds of them.
 */
import type { Random } from '../api/src/db/seed/random';
import type { SiteBuilder } from '../api/src/db/seed/site-builder';

export interface CatalogueShape {
  products: number;
  catalogues: number;
  categoriesPerCatalogue: number;
}

export const TEN_THOUSAND: CatalogueShape = { products: 10_000, catalogues: 4, categoriesPerCatalogue: 5 };

/** The growth table's catalogues: the same shape at a tenth and ten times the size. */
export const GROWTH_SIZES: CatalogueShape[] = [1_000, 10_000, 100_000].map((products) => ({ ...TEN_THOUSAND, products }));

const MATERIALS = ['cotton', 'silk', 'linen', 'brass', 'teak', 'jute', 'wool', 'clay', 'bamboo', 'copper'];
const ITEMS = ['saree', 'kurta', 'lamp', 'bowl', 'cushion', 'rug', 'shawl', 'vase', 'tray', 'basket', 'stole', 'planter'];
const STYLES = ['handwoven', 'block-printed', 'embroidered', 'hammered', 'carved', 'dyed', 'glazed', 'braided'];
const COLOURS = ['indigo', 'saffron', 'ivory', 'maroon', 'olive', 'teal', 'mustard', 'charcoal'];

/**
 * Each item is made by one of `products / ITEMS_PER_MAKER` makers, named in its description by one word
 * (atelier0042): a search for a maker finds about the same number of items in a catalogue of any size,
 * as a shopper's specific words do, where a common word (below) finds a share of the catalogue.
 */
export const ITEMS_PER_MAKER = 100;
export const makerCount = (shape: CatalogueShape) => Math.max(1, Math.floor(shape.products / ITEMS_PER_MAKER));
export const makerWord = (maker: number) => `atelier${String(maker).padStart(4, '0')}`;

/** Words a shopper might search for: each matches a share of the catalogue. */
export const SEARCH_WORDS = ['cotton', 'brass lamp', 'silk saree', 'indigo', 'handwoven', 'teak tray', 'jute basket', 'copper'];

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Adds the catalogues, categories and `shape.products` items to `site`; answers the item and category slugs. */
export function benchCatalogue(site: SiteBuilder, random: Random, businessId: string, shape: CatalogueShape) {
  const categories: { catalogueId: string; categoryId: string; slug: string }[] = [];
  for (let c = 0; c < shape.catalogues; c += 1) {
    const catalogueId = site.catalogue(businessId, { name: `Collection ${c + 1}`, description: 'Items for the bench' });
    for (let k = 0; k < shape.categoriesPerCatalogue; k += 1) {
      const slug = `collection-${c + 1}-range-${k + 1}`;
      categories.push({ catalogueId, categoryId: site.category(businessId, catalogueId, { name: `Range ${c + 1}.${k + 1}`, slug }), slug });
    }
  }
  const slugs: string[] = [];
  for (let i = 0; i < shape.products; i += 1) {
    const { catalogueId, categoryId } = categories[i % categories.length] as (typeof categories)[number];
    const [material, item, style, colour] = [random.pick(MATERIALS), random.pick(ITEMS), random.pick(STYLES), random.pick(COLOURS)];
    const name = `${capital(colour)} ${style} ${material} ${item} ${i + 1}`;
    const basePrice = random.int(100, 6_000);
    const onSale = random.chance(0.3);
    const quantity = random.chance(0.1) ? 0 : random.int(1, 60);
    const slug = `${colour}-${style}-${material}-${item}-${i + 1}`;
    slugs.push(slug);
    site.product(businessId, {
      catalogueId,
      categoryId,
      name,
      slug,
      description: `A ${style} ${material} ${item} in ${colour}, made by hand in small batches by ${makerWord(i % makerCount(shape))}. Each piece differs a little from the photograph; care instructions come with it.`,
      basePrice,
      salePrice: onSale ? Math.round(basePrice * (0.6 + random.next() * 0.3)) : null,
      taxRate: random.pick([0, 5, 12, 18]),
      rating: Math.round(random.next() * 50) / 10,
      reviewCount: random.int(0, 400),
      featured: random.chance(0.05),
      flashSale: random.chance(0.03),
      tags: [material, item, colour],
      totalQuantity: quantity,
      shipping: { available: random.chance(0.8), cost: random.pick([0, 0, 49, 99]) },
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
    });
  }
  return { slugs, categorySlugs: categories.map((c) => c.slug) };
}
