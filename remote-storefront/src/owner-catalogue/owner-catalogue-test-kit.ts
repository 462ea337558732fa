/** Builders and a fake API for the owner's catalogue page tests. */
import { ApiError, type OwnerCatalogueWithCategories, type OwnerDispatchPoint, type OwnerProduct } from 'shared';
import type { OwnerCatalogueApi } from './owner-catalogue-api';

export const SAREES: OwnerCatalogueWithCategories = {
  id: 'c1',
  name: 'Sarees',
  slug: 'sarees',
  type: 'product',
  categories: [{ id: 'k1', catalogueId: 'c1', name: 'Silk', slug: 'silk' }],
};
export const POTTERY: OwnerCatalogueWithCategories = { id: 'c2', name: 'Pottery', slug: 'pottery', type: 'product', categories: [] };
export const WAREHOUSE: OwnerDispatchPoint = {
  id: 'd1',
  name: 'Bengaluru Warehouse',
  addressLine: '14, Industrial Suburb',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560053',
  serves: { pincodes: [], states: [] },
  productCount: 1,
};

export function aProduct(extra: Partial<OwnerProduct> = {}): OwnerProduct {
  return {
    id: 'p1',
    catalogueId: 'c1',
    categoryId: 'k1',
    itemType: 'product',
    slug: 'kanchi-silk',
    name: 'Kanchi Silk Saree',
    description: 'Pure silk',
    images: ['/uploads/demo/images/0123456789abcdef-800x800.jpg'],
    basePricePaise: 1_249_900,
    salePricePaise: 1_099_900,
    gstRate: 5,
    hsnCode: '5007',
    stock: 4,
    variantTitle: null,
    variants: [],
    status: 'Published',
    priceVisible: true,
    shipping: { available: true, weightKg: 0.8, free: true, costPaise: 0 },
    dispatchPointIds: ['d1'],
    updatedAt: '2026-11-26T10:00:00.000Z',
    ...extra,
  };
}

/** The server's refusal as the client raises it. */
export const refusal = (status: number, message: string, code = status === 409 ? 'CONFLICT' : 'VALIDATION_ERROR') => new ApiError(status, code, message);

export type FakeCatalogueApi = { [K in keyof OwnerCatalogueApi]: jest.Mock<ReturnType<OwnerCatalogueApi[K]>, Parameters<OwnerCatalogueApi[K]>> };

/** A fake API over the given catalogues and items: every call a jest mock, answering as the server would. */
export function fakeCatalogueApi(catalogues: OwnerCatalogueWithCategories[] = [SAREES, POTTERY], items: OwnerProduct[] = [aProduct()]): FakeCatalogueApi {
  return {
    catalogues: jest.fn(async () => catalogues),
    dispatchPoints: jest.fn(async () => [WAREHOUSE]),
    createCatalogue: jest.fn(async (_name: string) => undefined),
    renameCatalogue: jest.fn(async (_catalogueId: string, _name: string) => undefined),
    deleteCatalogue: jest.fn(async (_catalogueId: string) => undefined),
    createCategory: jest.fn(async (_catalogueId: string, _name: string) => undefined),
    renameCategory: jest.fn(async (_categoryId: string, _name: string) => undefined),
    deleteCategory: jest.fn(async (_categoryId: string) => undefined),
    products: jest.fn(async (query) => {
      const found = items.filter((p) => !query.catalogueId || p.catalogueId === query.catalogueId);
      return { items: found, page: query.page, pageSize: 20, total: found.length };
    }),
    product: jest.fn(async (id) => {
      const found = items.find((p) => p.id === id);
      if (!found) throw refusal(404, 'Product not found', 'PRODUCT_NOT_FOUND');
      return found;
    }),
    createProduct: jest.fn(async (body) => aProduct({ ...body, id: 'new', categoryId: body.categoryId ?? null, salePricePaise: body.salePricePaise ?? null } as Partial<OwnerProduct>)),
    updateProduct: jest.fn(async (body) => aProduct(body as Partial<OwnerProduct>)),
    deleteProduct: jest.fn(async (_productId: string) => 'deleted' as const),
    uploadImage: jest.fn(async (_file: File): Promise<{ url: string } | { error: string }> => ({ url: '/uploads/demo/images/fedcba9876543210-900x600.jpg' })),
  };
}

/** Lets every pending promise and MobX reaction run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
