/**
 * Errors beside the fields of an owner's form, keyed by the field's path (`address.pincode`,
 * `topics.2.name`): from the form's own check (zod issues) before sending, and from the API's 400 after,
 * whose message names each field the same way ("Invalid body: gstin: …; address.pincode: …").
 */
export type FieldErrors = Record<string, string>;

/** The first message for each path of a check's issues (zod's `error.issues`). */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/**
 * The fields a 400's message names, among `known` paths (or their parents); null when it names none, so
 * the caller shows the message as a whole.
 */
export function fieldErrorsFromMessage(message: string, known: readonly string[]): FieldErrors | null {
  const body = message.replace(/^Invalid (?:body|request|query)?:?\s*/, '');
  const errors: FieldErrors = {};
  for (const part of body.split('; ')) {
    const match = /^([\w.]+): (.+)$/.exec(part);
    if (!match) continue;
    const [, path = '', text = ''] = match;
    const field = known.find((k) => k === path) ?? known.find((k) => path.startsWith(`${k}.`));
    if (field && !(field in errors)) errors[field] = text;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
