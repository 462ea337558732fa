import type { FastifyInstance } from 'fastify';
import type { ChatMessage } from '../../contracts';
import { AppError } from '../../errors';
import { publishMessage } from '../../realtime';
import { ClientMessageIdTaken, storeMessageOnce, toWireMessage, type NewMessage } from '../../repositories/chat-messages';

/**
 * Stores a message (once per client id) and only then emits it to the customer's room and the owners'
 * inbox. A repeated client id answers the stored message and emits nothing new; a client id the other
 * side of the conversation already used is 409 CONFLICT.
 */
export async function deliverMessage(app: FastifyInstance, input: NewMessage): Promise<ChatMessage> {
  let stored;
  try {
    stored = await storeMessageOnce(app.db, input);
  } catch (error) {
    if (error instanceof ClientMessageIdTaken) throw new AppError(409, 'CONFLICT', error.message);
    throw error;
  }
  const message = toWireMessage(stored.row);
  if (stored.created) publishMessage(app.realtime, input.businessId, message);
  return message;
}
