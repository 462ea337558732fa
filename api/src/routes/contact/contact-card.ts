/** The fields of a validated contact message, trimmed; empty optional fields are null. */
export interface ContactCardFields {
  name: string;
  email: string | null;
  countryCode: string;
  contact: string;
  subject: string | null;
  message: string;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/**
 * The message card the business sees in its inbox (the spec's `messageContent`). Built here from the
 * escaped fields, never taken from the request: whatever a visitor types is shown as text, so the inbox
 * cannot be made to run a script or show a fake link. Line breaks of the message are kept.
 */
export function buildContactCard(fields: ContactCardFields): string {
  const row = (label: string, value: string) => `<p><strong>${label}:</strong> ${value}</p>`;
  const rows = [
    row('Name', escapeHtml(fields.name)),
    row('Contact', `${escapeHtml(fields.countryCode)} ${escapeHtml(fields.contact)}`),
    fields.email ? row('Email', escapeHtml(fields.email)) : '',
    fields.subject ? row('Subject', escapeHtml(fields.subject)) : '',
    `<p><strong>Message:</strong><br>${escapeHtml(fields.message).replace(/\r\n?|\n/g, '<br>')}</p>`,
  ];
  return `<div class="contact-card"><h3>New message from the contact form</h3>${rows.join('')}</div>`;
}
