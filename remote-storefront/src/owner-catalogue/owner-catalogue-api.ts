import {
  type ApiClient,
  type CreateProductBody,
  type OwnerCatalogueWithCategories,
  type OwnerDispatchPoint,
  type OwnerProduct,
  type OwnerProductListAnswer,
  type UpdateProductBody,
} from 'shared';
import { ownerCatalogueAnswerSchema, ownerCatalogueDoneAnswerSchema, ownerCataloguesAnswerSchema, ownerCategoryAnswerSchema, ownerDispatchPointListAnswerSchema, ownerProductAnswerSchema, ownerProductListAnswerSchema, productDeletedAnswerSchema } from 'shared/contracts';
import { OWNER_CATALOGUE_PATHS as PATHS, OWNER_DISPATCH_POINT_PATHS } from 'shared/constants';

/** The list's filters as the API takes them; empty ones are left out. */
export interface ProductListQuery {
  search?: string;
  catalogueId?: string;
  categoryId?: string;
  status?: 'Draft' | 'Published' | 'Archived';
  page: number;
}

export type ProductPage = OwnerProductListAnswer['data'];

/**
 * The catalogue page's calls. Every one goes through the owner's client (the `userAccessToken` bearer),
 * so the business is always the token's own: no call names a business.
 */
export interface OwnerCatalogueApi {
  catalogues(): Promise<OwnerCatalogueWithCategories[]>;
  dispatchPoints(): Promise<OwnerDispatchPoint[]>;
  createCatalogue(name: string): Promise<void>;
  renameCatalogue(catalogueId: string, name: string): Promise<void>;
  deleteCatalogue(catalogueId: string): Promise<void>;
  createCategory(catalogueId: string, name: string): Promise<void>;
  renameCategory(categoryId: string, name: string): Promise<void>;
  deleteCategory(categoryId: string): Promise<void>;
  products(query: ProductListQuery): Promise<ProductPage>;
  product(productId: string): Promise<OwnerProduct>;
  createProduct(body: CreateProductBody): Promise<OwnerProduct>;
  updateProduct(body: UpdateProductBody): Promise<OwnerProduct>;
  /** 'archived' when the item was ordered and so is kept for its orders. */
  deleteProduct(productId: string): Promise<'deleted' | 'archived'>;
  /** Uploads a photo (the owner's image upload, sharp renditions): its address, or why it was refused. */
  uploadImage(file: File): Promise<{ url: string } | { error: string }>;
}

/** The owner store's image upload: answers the rendition's address (`responsiveUrl`), as a page section's image. */
type UploadImage = (file: File) => Promise<{ url: string } | { error: string }>;

export function createOwnerCatalogueApi(client: ApiClient, uploadImage: UploadImage): OwnerCatalogueApi {
  return {
    uploadImage,
    async catalogues() {
      return (await client.get(PATHS.catalogues, null, ownerCataloguesAnswerSchema)).data;
    },
    async dispatchPoints() {
      return (await client.get(OWNER_DISPATCH_POINT_PATHS.list, null, ownerDispatchPointListAnswerSchema)).data;
    },
    async createCatalogue(name) {
      await client.post(PATHS.createCatalogue, { name }, ownerCatalogueAnswerSchema);
    },
    async renameCatalogue(catalogueId, name) {
      await client.post(PATHS.renameCatalogue, { catalogueId, name }, ownerCatalogueAnswerSchema);
    },
    async deleteCatalogue(catalogueId) {
      await client.post(PATHS.deleteCatalogue, { catalogueId }, ownerCatalogueDoneAnswerSchema);
    },
    async createCategory(catalogueId, name) {
      await client.post(PATHS.createCategory, { catalogueId, name }, ownerCategoryAnswerSchema);
    },
    async renameCategory(categoryId, name) {
      await client.post(PATHS.renameCategory, { categoryId, name }, ownerCategoryAnswerSchema);
    },
    async deleteCategory(categoryId) {
      await client.post(PATHS.deleteCategory, { categoryId }, ownerCatalogueDoneAnswerSchema);
    },
    async products(query) {
      const params: Record<string, string | number> = { page: query.page };
      if (query.search) params.search = query.search;
      if (query.catalogueId) params.catalogueId = query.catalogueId;
      if (query.categoryId) params.categoryId = query.categoryId;
      if (query.status) params.status = query.status;
      return (await client.get(PATHS.listProducts, params, ownerProductListAnswerSchema)).data;
    },
    async product(productId) {
      return (await client.get(PATHS.product, { productId }, ownerProductAnswerSchema)).data;
    },
    async createProduct(body) {
      return (await client.post(PATHS.createProduct, body, ownerProductAnswerSchema)).data;
    },
    async updateProduct(body) {
      return (await client.post(PATHS.updateProduct, body, ownerProductAnswerSchema)).data;
    },
    async deleteProduct(productId) {
      return (await client.post(PATHS.deleteProduct, { productId }, productDeletedAnswerSchema)).data.outcome;
    },
  };
}
