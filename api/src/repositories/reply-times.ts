import { sql } from 'drizzle-orm';
import { TYPICAL_REPLY_MIN_SAMPLES } from 'shared/rules';
import { queryRows, type Database } from '../db/client';

/**
 * The median of the business's reply times since `since`: for each reply of the owner that follows a
 * customer's message, the time from the first of the customer's messages it answers. One pass over the
 * window's customer messages and replies (messages_reply_times_idx); system cards are not conversation.
 * Null with fewer than TYPICAL_REPLY_MIN_SAMPLES replies: a median of two says nothing true.
 */
export async function medianReplySeconds(db: Database, businessId: string, since: Date): Promise<number | null> {
  const [row] = await queryRows<{ replies: number; median: number | null }>(
    db,
    sql`
    WITH turns AS (
      SELECT customer_id, id, sender, created_at,
             LAG(sender) OVER (PARTITION BY customer_id ORDER BY created_at, id) AS previous_sender
      FROM messages
      WHERE business_id = ${businessId} AND created_at >= ${since.toISOString()}::timestamptz AND sender IN ('user', 'business')
    ),
    asked AS (
      SELECT sender, previous_sender, created_at,
             MAX(CASE WHEN sender = 'user' AND previous_sender IS DISTINCT FROM 'user' THEN created_at END)
               OVER (PARTITION BY customer_id ORDER BY created_at, id ROWS UNBOUNDED PRECEDING) AS asked_at
      FROM turns
    )
    SELECT COUNT(*)::int AS replies,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY EXTRACT(EPOCH FROM created_at - asked_at))::float8 AS median
    FROM asked
    WHERE sender = 'business' AND previous_sender = 'user' AND asked_at IS NOT NULL
  `,
  );
  if (!row || row.replies < TYPICAL_REPLY_MIN_SAMPLES || row.median === null) return null;
  return Math.round(Number(row.median));
}
