import type { z } from 'zod';
import type { chatSessionSchema } from './chat-session-schema';
import { storedSchemas } from './stored-schemas-loader';

/** The customer's chat session as the browser keeps it (see chat-session-schema.ts). */
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
export function decodeChatSessionWith(schema: typeof chatSessionSchema, encoded: string | null | undefined): ChatSession | null {
  if (!encoded) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(fromBase64Url(encoded)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** As decodeChatSessionWith, with the stored-data schemas the page has loaded (see loadSchemas). */
export function decodeChatSession(encoded: string | null | undefined): ChatSession | null {
  return decodeChatSessionWith(storedSchemas().chatSessionSchema, encoded);
}
