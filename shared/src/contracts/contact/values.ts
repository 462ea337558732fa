/**
 * The contact contract's plain values (paths, limits, messages, checks): no zod, so the browser
 * can use them before it loads the schemas (see ../contact.ts).
 */

/**
 * Length caps of the contact form that the specification does not give. They only bound what the
 * server accepts and stores; the form's inputs carry the same `maxLength`, so a visitor never meets them.
 */
export const CONTACT_LIMITS = {
  /** A person's name: generous for long South Indian names with initials spelt out. */
  nameMaxChars: 100,
  /** The optional subject line. */
  subjectMaxChars: 200,
  /**
   * Hard cap of the message field on the wire. The rule's own limit (1000, 'Message cannot exceed 1000
   * characters') is checked after parsing, so a long message still answers that message, not a schema error.
   */
  messageWireMaxChars: 10_000,
  /** The spec's `messageContent` (an HTML card built by the old client): accepted, never used. */
  messageContentMaxChars: 20_000,
} as const;

export const SUBDOMAIN = /^[a-z0-9-]+$/i;
