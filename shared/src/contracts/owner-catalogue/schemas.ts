import { z } from 'zod';
import { isValidSalePrice } from '../../rules/pricing';
import { idSchema } from '../common/schemas';
import { GST_RATES, HSN_CODE_PATTERN, OWNER_CATALOGUE_LIMITS as L, OWNER_CATALOGUE_MESSAGES as M, PRODUCT_DELETE_OUTCOMES } from './values';
export * from './values';

const name = z.string().trim().min(1, 'is required').max(L.nameMax);
const paise = z.number().int('must be whole paise').min(0).max(L.priceMaxPaise);
/** A base price: whole paise above 0. */
const basePrice = z.number().int('must be whole paise').positive('must be above 0').max(L.priceMaxPaise);
/** A GST slab of GST_RATES. */
const gstRate = z.union([z.literal(GST_RATES[0]), z.literal(GST_RATES[1]), z.literal(GST_RATES[2]), z.literal(GST_RATES[3]), z.literal(GST_RATES[4])]);
/** A sale price counts only when above 0 (the shopper's rule, isValidSalePrice); null or 0 is "no sale". */
const salePrice = paise.nullable().transform((value) => (isValidSalePrice(value) ? value : null));
/**
 * An item's photos, first shown first: addresses the owner's image upload answered (its `responsiveUrl`, or
 * `url` for an animated GIF). The server accepts only this business's own uploads (and photos the item has).
 */
const images = z.array(z.string().trim().min(1).max(500)).max(L.imagesMax);
const stock = z.number().int('must be a whole number').min(0).max(L.stockMax);
const notAboveBase = (item: { basePricePaise?: number; salePricePaise?: number | null }) =>
  item.salePricePaise == null || item.basePricePaise === undefined || item.salePricePaise <= item.basePricePaise;

// ---- catalogues and categories ----

export const createCatalogueBodySchema = z.object({ name, type: z.enum(['product', 'service']).default('product') }).strict();
export type CreateCatalogueBody = z.infer<typeof createCatalogueBodySchema>;
export const renameCatalogueBodySchema = z.object({ catalogueId: idSchema, name }).strict();
export type RenameCatalogueBody = z.infer<typeof renameCatalogueBodySchema>;
export const deleteCatalogueBodySchema = z.object({ catalogueId: idSchema }).strict();
export type DeleteCatalogueBody = z.infer<typeof deleteCatalogueBodySchema>;

export const createCategoryBodySchema = z.object({ catalogueId: idSchema, name }).strict();
export type CreateCategoryBody = z.infer<typeof createCategoryBodySchema>;
export const renameCategoryBodySchema = z.object({ categoryId: idSchema, name }).strict();
export type RenameCategoryBody = z.infer<typeof renameCategoryBodySchema>;
export const deleteCategoryBodySchema = z.object({ categoryId: idSchema }).strict();
export type DeleteCategoryBody = z.infer<typeof deleteCategoryBodySchema>;

export const ownerCatalogueSchema = z.object({ id: z.string(), name: z.string(), slug: z.string(), type: z.enum(['product', 'service']) });
export const ownerCategorySchema = z.object({ id: z.string(), catalogueId: z.string(), name: z.string(), slug: z.string() });
export type OwnerCategory = z.infer<typeof ownerCategorySchema>;
export const ownerCatalogueAnswerSchema = z.object({ message: z.literal('success'), data: ownerCatalogueSchema });
export type OwnerCatalogueAnswer = z.infer<typeof ownerCatalogueAnswerSchema>;
export const ownerCategoryAnswerSchema = z.object({ message: z.literal('success'), data: ownerCategorySchema });
export type OwnerCategoryAnswer = z.infer<typeof ownerCategoryAnswerSchema>;
/** A delete of a catalogue or category that went through. */
export const ownerCatalogueDoneAnswerSchema = z.object({ message: z.literal('success') });
export type OwnerCatalogueDoneAnswer = z.infer<typeof ownerCatalogueDoneAnswerSchema>;

export const productDeletedAnswerSchema = z.object({ message: z.literal('success'), data: z.object({ outcome: z.enum(PRODUCT_DELETE_OUTCOMES) }) });
export type ProductDeletedAnswer = z.infer<typeof productDeletedAnswerSchema>;

// ---- products and services ----

/** A variant: its own price and stock. With an id it is an existing variant to change; without, a new one. */
export const variantInputSchema = z
  .object({ id: idSchema.optional(), name, basePricePaise: basePrice, salePricePaise: salePrice.optional(), stock })
  .strict()
  .refine(notAboveBase, { message: M.salePriceAboveBase, path: ['salePricePaise'] });

export const shippingInputSchema = z
  .object({
    available: z.boolean(),
    weightKg: z.number().positive().max(L.weightMaxKg).nullable().optional(),
    /** Free shipping: no delivery charge; otherwise `costPaise` a line. */
    free: z.boolean().default(true),
    costPaise: paise.default(0),
  })
  .strict();

const productFields = {
  catalogueId: idSchema,
  categoryId: idSchema.nullable().optional(),
  name,
  description: z.string().max(L.descriptionMax).default(''),
  images: images.default([]),
  basePricePaise: basePrice,
  salePricePaise: salePrice.optional(),
  gstRate: gstRate.default(0),
  hsnCode: z.string().regex(HSN_CODE_PATTERN, M.hsnCode).nullable().optional(),
  /** Units on hand of an item without variants; null is "not tracked". With variants, their sum. */
  stock: stock.nullable().optional(),
  variantTitle: z.string().trim().max(L.nameMax).nullable().optional(),
  variants: z.array(variantInputSchema).max(L.variantsMax).optional(),
  status: z.enum(['Draft', 'Published']).default('Draft'),
  priceVisible: z.boolean().default(true),
  shipping: shippingInputSchema.optional(),
  dispatchPointIds: z.array(idSchema).max(L.dispatchPointsMax).optional(),
};

export const createProductBodySchema = z.object(productFields).strict().refine(notAboveBase, { message: M.salePriceAboveBase, path: ['salePricePaise'] });
export type CreateProductBody = z.infer<typeof createProductBodySchema>;

/** Change what is sent; what is left out stays. `variants`, when sent, is the whole list (missing ones go). */
export const updateProductBodySchema = z
  .object({
    productId: idSchema,
    catalogueId: idSchema.optional(),
    categoryId: productFields.categoryId,
    name: name.optional(),
    description: z.string().max(L.descriptionMax).optional(),
    images: images.optional(),
    basePricePaise: basePrice.optional(),
    salePricePaise: productFields.salePricePaise,
    gstRate: gstRate.optional(),
    hsnCode: productFields.hsnCode,
    stock: productFields.stock,
    variantTitle: productFields.variantTitle,
    variants: productFields.variants,
    status: z.enum(['Draft', 'Published']).optional(),
    priceVisible: z.boolean().optional(),
    shipping: shippingInputSchema.optional(),
    dispatchPointIds: productFields.dispatchPointIds,
  })
  .strict()
  .refine(notAboveBase, { message: M.salePriceAboveBase, path: ['salePricePaise'] });
export type UpdateProductBody = z.infer<typeof updateProductBodySchema>;

export const deleteProductBodySchema = z.object({ productId: idSchema }).strict();
export type DeleteProductBody = z.infer<typeof deleteProductBodySchema>;

export const productQuerySchema = z.object({ productId: idSchema }).strict();
export type ProductQuery = z.infer<typeof productQuerySchema>;

export const listProductsQuerySchema = z
  .object({
    search: z.string().trim().max(L.searchMax).optional(),
    catalogueId: idSchema.optional(),
    categoryId: idSchema.optional(),
    status: z.enum(['Draft', 'Published', 'Archived']).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type ListProductsQuery = z.infer<typeof listProductsQuerySchema>;

export const ownerVariantSchema = z.object({ id: z.string(), name: z.string(), basePricePaise: z.number(), salePricePaise: z.number().nullable(), stock: z.number() });
export const ownerProductSchema = z.object({
  id: z.string(),
  catalogueId: z.string(),
  categoryId: z.string().nullable(),
  itemType: z.enum(['product', 'service']),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  basePricePaise: z.number(),
  salePricePaise: z.number().nullable(),
  gstRate: z.number(),
  hsnCode: z.string().nullable(),
  stock: z.number().nullable(),
  variantTitle: z.string().nullable(),
  variants: z.array(ownerVariantSchema),
  status: z.enum(['Draft', 'Published', 'Archived']),
  priceVisible: z.boolean(),
  shipping: z.object({ available: z.boolean(), weightKg: z.number().nullable(), free: z.boolean(), costPaise: z.number() }),
  dispatchPointIds: z.array(z.string()),
  updatedAt: z.string(),
});
export type OwnerProduct = z.infer<typeof ownerProductSchema>;
export const ownerProductAnswerSchema = z.object({ message: z.literal('success'), data: ownerProductSchema });
export type OwnerProductAnswer = z.infer<typeof ownerProductAnswerSchema>;
export const ownerProductListAnswerSchema = z.object({
  message: z.literal('success'),
  data: z.object({ items: z.array(ownerProductSchema), page: z.number(), pageSize: z.number(), total: z.number() }),
});
export type OwnerProductListAnswer = z.infer<typeof ownerProductListAnswerSchema>;

// ---- what the page chooses from ----

export const ownerCatalogueWithCategoriesSchema = ownerCatalogueSchema.extend({ categories: z.array(ownerCategorySchema) });
export type OwnerCatalogueWithCategories = z.infer<typeof ownerCatalogueWithCategoriesSchema>;
/** The business's catalogues in the order they were made, each with its categories by name. */
export const ownerCataloguesAnswerSchema = z.object({ message: z.literal('success'), data: z.array(ownerCatalogueWithCategoriesSchema) });
export type OwnerCataloguesAnswer = z.infer<typeof ownerCataloguesAnswerSchema>;

