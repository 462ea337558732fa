import { z } from 'zod';
import { successMessage } from '../common/schemas';
import { CONTACT_LIMITS, SUBDOMAIN } from './values';
export * from './values';

/**
 * Body of POST /business_website/chat_widget/template_contact_us: the spec's fields (name, contact,
 * countryCode, email, subdomain, messageContent) plus subject and message.
 *
 * The fields the form rules check are optional strings here on purpose: the server runs the shared
 * `contactFormErrors` on them, so a missing or bad field answers 400 with the form's own message
 * ('Name is required', ...) rather than a generic schema error.
 */
export const contactUsBodySchema = z
  .object({
    name: z.string().max(CONTACT_LIMITS.nameMaxChars).optional(),
    email: z.string().max(320).optional(),
    countryCode: z.string().max(8).optional(),
    contact: z.string().max(32).optional(),
    subject: z.string().max(CONTACT_LIMITS.subjectMaxChars).optional(),
    message: z.string().max(CONTACT_LIMITS.messageWireMaxChars).optional(),
    /** The site the visitor writes to: the first label of its host name (`demo.localhost` → `demo`). */
    subdomain: z.string().trim().min(1).max(63).regex(SUBDOMAIN, 'subdomain may hold letters, digits and hyphens'),
    /**
     * The spec's client sent the message as an HTML card. Untrusted markup: the server ignores it and
     * builds the card itself from the escaped fields.
     */
    messageContent: z.string().max(CONTACT_LIMITS.messageContentMaxChars).optional(),
  })
  .strict();
export type ContactUsBody = z.input<typeof contactUsBodySchema>;

/** Answer of the contact call: the spec reads only `message: 'success'`. */
export const contactUsAnswerSchema = z.object({ message: successMessage });
export type ContactUsAnswer = z.infer<typeof contactUsAnswerSchema>;

/** Query of the owner's contact inbox: newest first, a page at a time. */
export const contactInboxQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

export const contactInboxMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  countryCode: z.string(),
  contact: z.string(),
  subject: z.string().nullable(),
  /** The card the server built from the escaped fields: safe to show as HTML. */
  messageContent: z.string(),
  createdAt: z.string(),
});
export type ContactInboxMessage = z.infer<typeof contactInboxMessageSchema>;

/** Answer of the owner's contact inbox: the page's messages, the page count (`size`) and the total. */
export const contactInboxAnswerSchema = z.object({
  message: successMessage,
  data: z.array(contactInboxMessageSchema),
  size: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type ContactInboxAnswer = z.infer<typeof contactInboxAnswerSchema>;
