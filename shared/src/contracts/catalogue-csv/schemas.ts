import { z } from 'zod';
export * from './values';
export * from './template';

/** One problem of the file: the row as a spreadsheet numbers it (the header is row 1), the column (null: the whole row) and what is wrong. */
export const catalogueCsvRowErrorSchema = z.object({ row: z.number().int(), column: z.string().nullable(), message: z.string() });
export type CatalogueCsvRowError = z.infer<typeof catalogueCsvRowErrorSchema>;

/** 422: the file was read but some rows are wrong; nothing was written. `errors` is sorted by row. */
export const catalogueCsvRowsInvalidAnswerSchema = z.object({
  message: z.string(),
  code: z.literal('VALIDATION_ERROR'),
  errors: z.array(catalogueCsvRowErrorSchema),
  /** Problems found beyond those listed. */
  moreErrors: z.number().int(),
});
export type CatalogueCsvRowsInvalidAnswer = z.infer<typeof catalogueCsvRowsInvalidAnswerSchema>;

/** 200: every row was imported in one transaction. */
export const catalogueCsvImportAnswerSchema = z.object({
  message: z.literal('success'),
  data: z.object({
    /** Items (products and services) created. */
    created: z.number().int(),
    /** Variants created across them. */
    variants: z.number().int(),
    /** Archived rows, skipped. */
    skipped: z.number().int(),
    cataloguesCreated: z.array(z.string()),
    categoriesCreated: z.array(z.string()),
  }),
});
export type CatalogueCsvImportAnswer = z.infer<typeof catalogueCsvImportAnswerSchema>;
