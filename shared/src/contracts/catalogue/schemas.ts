import { z } from 'zod';
import { idSchema } from '../common/schemas';

export const categorySchema = z.object({
  _id: idSchema,
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  totalItems: z.number().int().nonnegative(),
});
export type Category = z.infer<typeof categorySchema>;

export const catalogueSchema = z.object({
  _id: idSchema,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  /** product or service: which kind of item the catalogue holds. */
  type: z.enum(['product', 'service']),
  accountTypeId: idSchema,
  subcategories: z.array(categorySchema),
  totalItems: z.number().int().nonnegative(),
});
export type Catalogue = z.infer<typeof catalogueSchema>;

export const accountQuerySchema = z.object({ accountTypeId: idSchema }).strict();

export const catalogueListAnswerSchema = z.object({
  message: z.literal('success'),
  data: z.array(catalogueSchema),
});
export type CatalogueListAnswer = z.infer<typeof catalogueListAnswerSchema>;

export const categoriesQuerySchema = z
  .object({ accountTypeId: idSchema, slug: z.string().trim().min(1).max(200) })
  .strict();

export const categoriesAnswerSchema = z.object({
  message: z.literal('success'),
  data: z.array(categorySchema),
  meta: z.object({ _id: idSchema, slug: z.string(), name: z.string() }),
});
export type CategoriesAnswer = z.infer<typeof categoriesAnswerSchema>;
