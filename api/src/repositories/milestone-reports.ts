import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MilestoneRejection, MilestoneSubmission } from '../contracts';
import type { Database } from '../db/client';
import { paymentAttempts } from '../db/schema';

type Db = Pick<Database, 'select'>;

/** What the customer reported on a Pending milestone and what the owner decided on it. */
export interface MilestoneReport {
  submission: MilestoneSubmission | null;
  rejection: MilestoneRejection | null;
}

export const NO_REPORT: MilestoneReport = { submission: null, rejection: null };

interface ManualDetails {
  kind?: string;
  milestoneId?: string;
  utr?: string;
  submittedAt?: string;
  decision?: { action?: string; at?: string; reason?: string };
}

/**
 * The latest manual report of each milestone of these orders: waiting (a submission the owner has yet to
 * decide) or rejected (with the owner's reason). A confirmed report leaves the milestone Paid, which
 * needs neither; a newer report replaces an older rejection, so Pay comes back only until the customer
 * reports again.
 */
export async function milestoneReports(db: Db, businessId: string, orderIds: string[]): Promise<Map<string, MilestoneReport>> {
  const reports = new Map<string, MilestoneReport>();
  if (orderIds.length === 0) return reports;
  const rows = await db
    .select({ status: paymentAttempts.status, details: paymentAttempts.details, createdAt: paymentAttempts.createdAt })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.businessId, businessId), inArray(paymentAttempts.orderId, orderIds), sql`${paymentAttempts.details}->>'kind' = 'manual'`))
    .orderBy(desc(paymentAttempts.updatedAt), desc(paymentAttempts.createdAt));
  for (const row of rows) {
    const details = (row.details ?? {}) as ManualDetails;
    const milestoneId = details.milestoneId;
    // rows come newest first: the first one of a milestone is its latest report
    if (!milestoneId || reports.has(milestoneId)) continue;
    reports.set(milestoneId, reportOf(row.status, details, row.createdAt));
  }
  return reports;
}

function reportOf(status: string, details: ManualDetails, createdAt: Date): MilestoneReport {
  if (status === 'created') return { submission: { utr: details.utr ?? null, submittedAt: details.submittedAt ?? createdAt.toISOString() }, rejection: null };
  if (status === 'failed' && details.decision?.action === 'reject') {
    return { submission: null, rejection: { reason: details.decision.reason ?? '', rejectedAt: details.decision.at ?? createdAt.toISOString() } };
  }
  return NO_REPORT;
}
