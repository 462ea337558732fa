/** Test helper: the order-status cards a customer's chat holds. Never imported by application code. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { messages } from '../../db/schema';
import type { TestContext } from '../../test/databases';

/** The order-status cards of `orderId` in the customer's chat, oldest first. */
export async function cardsOf(ctx: TestContext, customerId: string, orderId: string) {
  return ctx.db
    .select({ message: messages.message, sender: messages.sender, senderId: messages.senderId, payload: messages.payload })
    .from(messages)
    .where(and(eq(messages.customerId, customerId), sql`${messages.payload}->>'kind' = 'order-status'`, sql`${messages.payload}->>'orderId' = ${orderId}`))
    .orderBy(asc(messages.createdAt));
}
