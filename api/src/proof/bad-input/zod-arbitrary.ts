import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Values a route's zod schema (most likely) accepts, drawn with fast-check. The bad-input cases start
 * from such a value and break one thing in it, so a route's validation is reached field by field
 * instead of stopping at the first missing key. Best effort: a refinement or transform the schema
 * hides in code is not known here, which is fine, since every case is classified by the schema itself
 * (`schemaAdmits`) before it is sent.
 */

type Def = { type: string; [key: string]: unknown };
type Check = { check?: string; format?: string; pattern?: RegExp; minimum?: number; maximum?: number; value?: number | bigint; inclusive?: boolean };

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): Check[] => ((def.checks as { _zod: { def: Check } }[] | undefined) ?? []).map((c) => c._zod.def);

/** The schema under optional / default / nullable / readonly / catch wrappers and pipes (their input side). */
export function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 20; depth += 1) {
    const def = defOf(current);
    if (['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch', 'nonoptional'].includes(def.type)) current = def.innerType as z.ZodType;
    else if (def.type === 'pipe') current = def.in as z.ZodType;
    else return current;
  }
  return current;
}

/** The fields of an object schema (after unwrapping), with whether each may be left out. */
export function objectFields(schema: z.ZodType | undefined): { name: string; required: boolean; schema: z.ZodType }[] {
  if (!schema) return [];
  const def = defOf(unwrap(schema));
  if (def.type !== 'object') return [];
  return Object.entries(def.shape as Record<string, z.ZodType>).map(([name, field]) => ({
    name,
    required: !['optional', 'default', 'prefault'].includes(defOf(field).type),
    schema: field,
  }));
}

function lengthBounds(checks: Check[]): { min: number; max: number } {
  let min = 0;
  let max = 40;
  for (const c of checks) {
    if (c.check === 'min_length' && typeof c.minimum === 'number') min = Math.max(min, c.minimum);
    if (c.check === 'max_length' && typeof c.maximum === 'number') max = Math.min(max, c.maximum);
    if (c.check === 'length_equals' && typeof (c as { length?: number }).length === 'number') min = max = (c as { length: number }).length;
  }
  return { min, max: Math.max(min, max) };
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const { min, max } = lengthBounds(checks);
  const pattern = (def.pattern as RegExp | undefined) ?? checks.find((c) => c.pattern instanceof RegExp)?.pattern;
  // stringMatching takes no flags; without `i` the strings it makes still match the case-insensitive pattern
  if (pattern) return fc.stringMatching(new RegExp(pattern.source)).filter((s) => s.length >= min && s.length <= max + 64);
  // letters only: a trimmed or non-blank rule a schema may add still holds
  return fc.string({ minLength: Math.max(min, 1), maxLength: Math.max(max, 1), unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz') });
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1_000;
  let max = 1_000;
  let integer = false;
  for (const c of checksOf(def)) {
    if (c.format === 'safeint' || c.format === 'int32' || c.format === 'uint32') integer = true;
    if (c.check === 'greater_than') min = Math.max(min, Number(c.value) + (c.inclusive ? 0 : 1));
    if (c.check === 'less_than') max = Math.min(max, Number(c.value) - (c.inclusive ? 0 : 1));
  }
  if (max < min) max = min;
  return integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** An arbitrary of values the schema is meant to accept; `depth` keeps recursive schemas finite. */
export function validArbitrary(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(undefined);
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
    case 'nullable':
      return validArbitrary(def.innerType as z.ZodType, depth);
    case 'pipe':
      return validArbitrary(def.in as z.ZodType, depth);
    case 'lazy':
      return validArbitrary((def.getter as () => z.ZodType)(), depth + 1);
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'bigint':
      return fc.integer({ min: 0, max: 1000 });
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'array': {
      const { min, max } = lengthBounds(checksOf(def));
      return fc.array(validArbitrary(def.element as z.ZodType, depth + 1), { minLength: min, maxLength: Math.min(max, min + 2) });
    }
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map((item) => validArbitrary(item, depth + 1)));
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((option) => validArbitrary(option, depth + 1)));
    case 'intersection':
      return validArbitrary(def.left as z.ZodType, depth + 1);
    case 'record':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 8, unit: 'grapheme-ascii' }), validArbitrary(def.valueType as z.ZodType, depth + 1), { maxKeys: 2 });
    case 'object': {
      const fields = objectFields(schema);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const field of fields) model[field.name] = validArbitrary(field.schema, depth + 1);
      const requiredKeys = fields.filter((f) => f.required).map((f) => f.name);
      return fc.record(model, { requiredKeys });
    }
    case 'null':
      return fc.constant(null);
    default:
      return fc.constant(undefined);
  }
}

/** True when the schema accepts the value (what the route's validator would do with it). */
export function schemaAdmits(schema: z.ZodType | undefined, value: unknown): boolean {
  if (!schema) return true;
  return schema.safeParse(value).success;
}
