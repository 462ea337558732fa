import { z } from 'zod';
import { SESSION_EXPIRATION_MS } from '../rules/constants';

/**
 * The customer's chat session as the browser keeps it (chat spec section 3): who is logged in, for which
 * site, until when. `expiresAt` is epoch ms; `expiration` the lifetime it was issued with (864,000,000 ms).
 */
export const chatSessionSchema = z.object({
  customerId: z.string().min(1),
  name: z.string().default(''),
  phoneNumber: z.string(),
  countryCode: z.string(),
  hostname: z.string().min(1),
  expiration: z.number().default(SESSION_EXPIRATION_MS),
  expiresAt: z.number(),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;

/** UTF-8 text to base64url, without TextEncoder (absent in some test environments). */
function toBase64Url(text: string): string {
  const binary = encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  let percent = '';
  for (let i = 0; i < binary.length; i++) percent += `%${binary.charCodeAt(i).toString(16).padStart(2, '0')}`;
  return decodeURIComponent(percent);
}

/**
 * The "encoded form" the spec stores the session in, locally and in the cookie: base64url of its JSON.
 * It is an encoding, not a protection: the server verifies every restored session ("Verify session").
 */
export function encodeChatSession(session: ChatSession): string {
  return toBase64Url(JSON.stringify(session));
}

/** The session from its encoded form, or null when it is not one (bad text, bad JSON, wrong shape). */
export function decodeChatSession(encoded: string | null | undefined): ChatSession | null {
  if (!encoded) return null;
  try {
    const parsed = chatSessionSchema.safeParse(JSON.parse(fromBase64Url(encoded)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
