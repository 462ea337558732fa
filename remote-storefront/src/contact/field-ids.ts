import type { ContactField } from 'shared/rules';

/** Element ids of one field of the form: the control, and its error message. */
export function fieldIds(formId: string, field: ContactField) {
  const control = `${formId}-${field}`;
  return { control, error: `${control}-error` };
}
