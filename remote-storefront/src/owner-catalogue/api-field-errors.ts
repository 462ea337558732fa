/**
 * The API names a refused field in its message: "Invalid body: hsnCode: must be 4 to 8 digits; variants.0.stock: ...",
 * or "salePricePaise must not be above the base price" for a rule it checks after validation. This reads those
 * messages into field paths and their messages, so each shows beside its own box; what names no field
 * (or a field the form does not show) is left for the form's general message.
 */
export interface ApiFieldErrors {
  /** By the API's field path: `name`, `variants.0.basePricePaise`, `shipping.weightKg`, `images.2`. */
  fields: Record<string, string>;
  /** What names no field the form knows. */
  general: string | null;
}

const PREFIX = /^Invalid (?:body|querystring|request):\s*/;
const FIELD = /^([A-Za-z]+(?:\.[A-Za-z0-9]+)*)(?::\s*|\s+)(.+)$/;

export function apiFieldErrors(message: string, known: (field: string) => boolean): ApiFieldErrors {
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  const body = message.replace(PREFIX, '');
  for (const part of body.split(/;\s*/)) {
    const match = FIELD.exec(part.trim());
    const field = match?.[1];
    if (field && match[2] && known(field)) fields[field] ??= match[2];
    else if (part.trim()) rest.push(part.trim());
  }
  return { fields, general: rest.length > 0 ? (Object.keys(fields).length > 0 ? rest.join('; ') : message) : null };
}
