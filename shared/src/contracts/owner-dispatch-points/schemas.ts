import { z } from 'zod';
import { PINCODE_PATTERN } from '../addresses/values';
import { idSchema } from '../common/schemas';
import { DISPATCH_POINT_LIMITS as L, DISPATCH_POINT_MESSAGES as M } from './values';
export * from './values';

const text = (max: number, required: string = M.required) => z.string().trim().min(1, required).max(max, `must be at most ${max} characters`);
const pincode = z.string().trim().regex(PINCODE_PATTERN, M.pincode);

/**
 * What a point serves: pincodes and/or states. Both empty: it serves everywhere. Duplicates are dropped;
 * each served pincode is checked by the same pincode rule as an address's.
 */
export const dispatchServesSchema = z
  .object({
    pincodes: z
      .array(z.string().trim().max(20))
      .max(L.servedPincodesMax, `at most ${L.servedPincodesMax} pincodes; name the state instead`)
      .superRefine((values, ctx) => {
        values.forEach((value, index) => {
          if (!PINCODE_PATTERN.test(value)) ctx.addIssue({ code: 'custom', path: [index], message: M.servedPincode(value) });
        });
      })
      .transform((values) => [...new Set(values)]),
    states: z
      .array(text(L.stateMax))
      .max(L.servedStatesMax)
      // the first spelling of each state is kept ('Karnataka' and ' karnataka ' are one state)
      .transform((values) => {
        const seen = new Set<string>();
        return values.map((v) => v.replace(/\s+/g, ' ')).filter((v) => !seen.has(v.toLowerCase()) && Boolean(seen.add(v.toLowerCase())));
      }),
  })
  .strict();
export type DispatchServesInput = z.input<typeof dispatchServesSchema>;

const pointFields = {
  name: text(L.nameMax, M.nameRequired),
  addressLine: text(L.addressMax, M.addressRequired),
  city: text(L.cityMax, M.cityRequired),
  state: text(L.stateMax, M.stateRequired),
  pincode,
  serves: dispatchServesSchema,
};

export const createDispatchPointBodySchema = z.object(pointFields).strict();
export type CreateDispatchPointBody = z.input<typeof createDispatchPointBodySchema>;

export const updateDispatchPointBodySchema = z.object({ dispatchPointId: idSchema, ...pointFields }).strict();
export type UpdateDispatchPointBody = z.input<typeof updateDispatchPointBodySchema>;

export const deleteDispatchPointBodySchema = z.object({ dispatchPointId: idSchema }).strict();
export type DeleteDispatchPointBody = z.input<typeof deleteDispatchPointBodySchema>;

export const ownerDispatchPointSchema = z.object({
  id: z.string(),
  name: z.string(),
  addressLine: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  serves: z.object({ pincodes: z.array(z.string()), states: z.array(z.string()) }),
  /** Products that ship from this point (any of their points). */
  productCount: z.number().int(),
});
export type OwnerDispatchPoint = z.infer<typeof ownerDispatchPointSchema>;

export const ownerDispatchPointAnswerSchema = z.object({ message: z.literal('success'), data: ownerDispatchPointSchema });
export type OwnerDispatchPointAnswer = z.infer<typeof ownerDispatchPointAnswerSchema>;
export const ownerDispatchPointListAnswerSchema = z.object({ message: z.literal('success'), data: z.array(ownerDispatchPointSchema) });
export type OwnerDispatchPointListAnswer = z.infer<typeof ownerDispatchPointListAnswerSchema>;
export const ownerDispatchPointDeletedAnswerSchema = z.object({ message: z.literal('success') });
export type OwnerDispatchPointDeletedAnswer = z.infer<typeof ownerDispatchPointDeletedAnswerSchema>;
