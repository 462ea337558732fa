import { useLocation } from 'react-router-dom';
import { type Catalogue, type Category, type Product } from 'shared';
import { API_PATHS } from 'shared/constants';
import { aCatalogue, aProduct, type FakeRoute } from 'shared/testing';

/** Test only: shows the router's current URL, to assert what the listing wrote. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export const category = (slug: string, name: string, id: string): Category => ({ _id: id, slug, name, image: null, totalItems: 3 });

export const SAREES: Catalogue = aCatalogue({ _id: 'c1c1c1c1c1c1c1c1c1c1c1c1', slug: 'sarees', name: 'Sarees' });
export const DECOR: Catalogue = aCatalogue({ _id: 'c2c2c2c2c2c2c2c2c2c2c2c2', slug: 'home-decor', name: 'Home Decor' });
export const SILK = category('silk', 'Silk Sarees', 'd1d1d1d1d1d1d1d1d1d1d1d1');
export const COTTON = category('cotton', 'Cotton Sarees', 'd2d2d2d2d2d2d2d2d2d2d2d2');

/** `count` products named 'Product 1'... with ids of their own. */
export function products(count: number, prefix = 'Product'): Product[] {
  return Array.from({ length: count }, (_, i) =>
    aProduct({ _id: (i + 1).toString(16).padStart(24, 'e'), name: `${prefix} ${i + 1}`, slug: `${prefix.toLowerCase()}-${i + 1}` }),
  );
}

/** A product list route over `all`: pages of `limit` as the API cuts them, with size and total. */
export function pagedProducts(all: Product[], maxSalePrice = 2500): FakeRoute {
  return (query) => {
    const limit = Number(query.limit);
    const page = Number(query.page);
    return {
      message: 'success',
      data: all.slice((page - 1) * limit, page * limit),
      size: Math.ceil(all.length / limit),
      total: all.length,
      maxSalePrice,
    };
  };
}

/** Routes for catalogues, categories (per catalogue slug) and products. */
export function listingRoutes(productsRoute: FakeRoute, categoriesBySlug: Record<string, Category[]> = { sarees: [SILK, COTTON] }) {
  return {
    [API_PATHS.cataloguesByAccount]: () => ({ message: 'success', data: [SAREES, DECOR] }),
    [API_PATHS.categories]: (query: Record<string, unknown>) => {
      const slug = String(query.slug);
      const catalogue = [SAREES, DECOR].find((c) => c.slug === slug || c._id === slug);
      if (!catalogue) throw new Error('404 CATALOGUE_NOT_FOUND');
      return { message: 'success', data: categoriesBySlug[catalogue.slug] ?? [], meta: { _id: catalogue._id, slug: catalogue.slug, name: catalogue.name } };
    },
    [API_PATHS.products]: productsRoute,
  };
}
