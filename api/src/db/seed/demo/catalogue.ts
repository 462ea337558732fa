import { AssetWriter } from '../asset-writer';
import { SiteBuilder } from '../site-builder';
import { slugify } from '../site-inputs';
import type { Random } from '../random';
import { productSvg } from '../svg';
import { DEMO_CATALOGUES, DEMO_SERVICES } from './catalogue-data';

export interface DemoCatalogueIds {
  catalogues: Record<string, string>;
  categories: Record<string, string>;
  products: number;
  images: { catalogues: Record<string, string> };
}

const ONE_HOUR = 3_600_000;

/** The demo business's catalogues, categories, dispatch points, products and services. */
export function buildDemoCatalogue(site: SiteBuilder, businessId: string, random: Random, assets: AssetWriter): DemoCatalogueIds {
  const dispatch = {
    blr: site.dispatchPoint(businessId, { name: 'Bengaluru Warehouse', addressLine: '12, Chickpet Main Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560053' }),
    kanchi: site.dispatchPoint(businessId, { name: "Kanchipuram Weavers' Hub", addressLine: 'Gandhi Road', city: 'Kanchipuram', state: 'Tamil Nadu', pincode: '631501' }),
    jaipur: site.dispatchPoint(businessId, { name: 'Jaipur Block-print Studio', addressLine: 'Sanganer', city: 'Jaipur', state: 'Rajasthan', pincode: '302029' }),
    kochi: site.dispatchPoint(businessId, { name: 'Kochi Spice Depot', addressLine: 'Bazaar Road, Mattancherry', city: 'Kochi', state: 'Kerala', pincode: '682002' }),
  };
  const ids: DemoCatalogueIds = { catalogues: {}, categories: {}, products: 0, images: { catalogues: {} } };
  let age = 0;
  const createdAt = () => new Date(site.now.getTime() - (age += random.int(3, 30)) * ONE_HOUR);

  for (const catalogue of DEMO_CATALOGUES) {
    const image = assets.write(
      `catalogues/${catalogue.slug}.svg`,
      productSvg({ title: catalogue.name, subtitle: 'Kaveri Handlooms & Home', hue: catalogue.hue, motif: catalogue.motif, random }),
    );
    ids.images.catalogues[catalogue.slug] = image;
    const catalogueId = site.catalogue(businessId, { name: catalogue.name, slug: catalogue.slug, description: catalogue.description, image });
    ids.catalogues[catalogue.slug] = catalogueId;

    for (const category of catalogue.categories) {
      const categoryImage = assets.write(
        `categories/${category.slug}.svg`,
        productSvg({ title: category.name, subtitle: catalogue.name, hue: category.hue, motif: catalogue.motif, random }),
      );
      const categoryId = site.category(businessId, catalogueId, { name: category.name, slug: category.slug, image: categoryImage });
      ids.categories[category.slug] = categoryId;

      for (const item of category.items) {
        const slug = item.slug ?? slugify(item.name);
        const pictures = item.featured ? 3 : 1;
        const images = Array.from({ length: pictures }, (_, i) =>
          assets.write(
            `products/${slug}-${i + 1}.svg`,
            productSvg({ title: item.name, subtitle: category.name, hue: category.hue + i * 25 + random.int(-10, 10), motif: catalogue.motif, random }),
          ),
        );
        const unrated = random.chance(0.1);
        const points = item.name.includes('Gift Box') ? [dispatch.blr, dispatch.kochi] : catalogue.dispatch.map((key) => dispatch[key]);
        if (category.slug === 'cotton-sarees' || category.slug === 'kurtas-kurtis') points.unshift(dispatch.jaipur);
        site.product(businessId, {
          catalogueId,
          categoryId: item.noCategory ? null : categoryId,
          name: item.name,
          slug,
          description: item.description,
          images,
          basePrice: item.price,
          salePrice: item.sale ?? null,
          taxRate: catalogue.taxRate(item.sale ?? item.price),
          priceVisible: item.priceVisible ?? true,
          rating: unrated ? 0 : Math.round((3.2 + random.next() * 1.8) * 10) / 10,
          reviewCount: unrated ? 0 : random.int(3, 480),
          featured: item.featured ?? false,
          flashSale: item.flash ?? false,
          tags: item.tags,
          button: item.button ?? 'Buy',
          variantTitle: item.variantTitle ?? null,
          status: item.draft ? 'Draft' : 'Published',
          totalQuantity: item.qty === undefined ? random.int(8, 60) : item.qty,
          shipping: {
            available: item.shippable ?? true,
            cost: item.shippingCost ?? 0,
            weightKg: item.weightKg ?? catalogue.weightKg,
            dimensionsCm: catalogue.dimensionsCm,
          },
          variants: item.variants?.map(([name, stock, price, sale]) => ({
            name,
            stock,
            basePrice: price ?? item.price,
            salePrice: price === undefined ? item.sale ?? null : sale ?? null,
          })),
          dispatchPointIds: points,
          createdAt: createdAt(),
        });
        ids.products += 1;
      }
    }
  }

  buildServices(site, businessId, random, assets, ids, createdAt);
  buildDraftCatalogue(site, businessId, dispatch.blr, random, assets);
  return ids;
}

function buildServices(site: SiteBuilder, businessId: string, random: Random, assets: AssetWriter, ids: DemoCatalogueIds, createdAt: () => Date) {
  const image = assets.write('catalogues/services.svg', productSvg({ title: 'Services & Workshops', subtitle: 'Book with Kaveri', hue: 260, motif: 'spark', random }));
  ids.images.catalogues.services = image;
  const catalogueId = site.catalogue(businessId, {
    name: 'Services & Workshops',
    slug: 'services',
    type: 'service',
    description: 'Tailoring, saree draping, workshops and styling by our in-house team.',
    image,
  });
  ids.catalogues.services = catalogueId;
  const categoryIds = {
    tailoring: site.category(businessId, catalogueId, { name: 'Tailoring', slug: 'tailoring' }),
    workshops: site.category(businessId, catalogueId, { name: 'Styling & Workshops', slug: 'workshops' }),
  };
  Object.assign(ids.categories, categoryIds);
  for (const service of DEMO_SERVICES) {
    const slug = slugify(service.name);
    const first = service.packages[0];
    site.product(businessId, {
      catalogueId,
      categoryId: categoryIds[service.category as keyof typeof categoryIds],
      itemType: 'service',
      name: service.name,
      slug,
      description: service.description,
      images: [assets.write(`products/${slug}-1.svg`, productSvg({ title: service.name, subtitle: 'Service', hue: 250 + random.int(0, 40), motif: 'spark', random }))],
      basePrice: first?.price ?? 0,
      taxRate: 18,
      rating: Math.round((4 + random.next()) * 10) / 10,
      reviewCount: random.int(5, 90),
      tags: service.tags,
      button: service.button ?? 'Book',
      variantTitle: 'Package',
      totalQuantity: null,
      shipping: { available: false },
      packages: service.packages,
      createdAt: createdAt(),
    });
    ids.products += 1;
  }
}

/** A catalogue still being prepared: neither it nor its (published) item may appear publicly. */
function buildDraftCatalogue(site: SiteBuilder, businessId: string, dispatchPointId: string, random: Random, assets: AssetWriter) {
  const catalogueId = site.catalogue(businessId, {
    name: 'Festive Preview',
    slug: 'festive-preview',
    status: 'Draft',
    description: 'Next season’s collection, not yet public.',
  });
  site.product(businessId, {
    catalogueId,
    name: 'Preview: Diwali Hamper',
    slug: 'preview-diwali-hamper',
    description: 'A hamper we are still putting together.',
    images: [assets.write('products/preview-diwali-hamper-1.svg', productSvg({ title: 'Diwali Hamper', subtitle: 'Preview', hue: 45, motif: 'diya', random }))],
    basePrice: 3999,
    tags: ['preview'],
    totalQuantity: 10,
    shipping: { available: true },
    dispatchPointIds: [dispatchPointId],
  });
}
