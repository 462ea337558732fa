import { z } from 'zod';
import { SESSION_EXPIRATION_MS } from '../rules/constants';
import { decodeChatSessionWith, type ChatSession } from './chat-session';

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

/** The session from its encoded form (the server's way: the schema is at hand), or null when it is not one. */
export function decodeChatSession(encoded: string | null | undefined): ChatSession | null {
  return decodeChatSessionWith(chatSessionSchema, encoded);
}

export { encodeChatSession, type ChatSession } from './chat-session';
