/** Errors by field name, shown beside each field. `form` is an error that names no field. */
export type FieldErrors = Record<string, string>;

/**
 * A failed parse of a form by its contract's schema, as errors by field: the first issue of each field,
 * `serves.pincodes.3` counted as `serves.pincodes`. The browser runs the same schema (and the same shared
 * rules) the API does, so what it says here is what the server would say.
 */
export function issuesByField(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.filter((part) => typeof part === 'string').join('.') || 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The server's 400 message (`Invalid body: upiId: Enter a UPI ID…; keySecret: …`) as errors by field; a
 * message naming no field is the form's.
 */
export function serverFieldErrors(message: string): FieldErrors {
  const match = /^Invalid body: (.*)$/s.exec(message);
  if (!match) return { form: message };
  const errors: FieldErrors = {};
  for (const part of match[1]!.split('; ')) {
    const at = /^([A-Za-z]+(?:\.[A-Za-z]+)*)(?:\.\d+)*: (.+)$/.exec(part);
    if (at) errors[at[1]!] ??= at[2]!;
    else errors.form ??= part;
  }
  return errors;
}
