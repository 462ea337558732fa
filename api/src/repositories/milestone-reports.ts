import { and, desc, eq, inArray } from 'drizzle-orm';
import type { MilestoneReceipt, MilestoneRejection, MilestoneSubmission } from '../contracts';
import type { Database } from '../db/client';
import { paymentAttempts } from '../db/schema';

type Db = Pick<Database, 'select'>;

/** What the customer reported on a Pending milestone, what the owner decided on it, and how a Paid one was paid. */
export interface MilestoneReport {
  submission: MilestoneSubmission | null;
  rejection: MilestoneRejection | null;
  receipt: MilestoneReceipt | null;
}

export const NO_REPORT: MilestoneReport = { submission: null, rejection: null, receipt: null };

interface AttemptDetails {
  kind?: string;
  milestoneId?: string;
  utr?: string;
  submittedAt?: string;
  decision?: { action?: string; at?: string; reason?: string; reference?: string };
}

interface AttemptFacts {
  status: string;
  details: AttemptDetails;
  gatewayPaymentId: string | null;
  updatedAt: Date;
}

/**
 * Per milestone of these orders: its latest manual report, waiting (a submission the owner has yet to
 * decide) or rejected (with the owner's reason), and the attempt that paid it. A newer report replaces
 * an older rejection, so Pay comes back only until the customer reports again. Online attempts that did
 * not pay (opened, declined) are no report.
 */
export async function milestoneReports(db: Db, businessId: string, orderIds: string[]): Promise<Map<string, MilestoneReport>> {
  const latestManual = new Map<string, AttemptFacts>();
  const paid = new Map<string, AttemptFacts>();
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ status: paymentAttempts.status, details: paymentAttempts.details, gatewayPaymentId: paymentAttempts.gatewayPaymentId, updatedAt: paymentAttempts.updatedAt })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.businessId, businessId), inArray(paymentAttempts.orderId, orderIds)))
    .orderBy(desc(paymentAttempts.updatedAt), desc(paymentAttempts.createdAt));
  // rows come newest first: the first one kept of a milestone is its latest
  for (const row of rows) {
    const facts = { ...row, details: (row.details ?? {}) as AttemptDetails };
    const milestoneId = facts.details.milestoneId;
    if (!milestoneId) continue;
    if (facts.details.kind === 'manual' && !latestManual.has(milestoneId)) latestManual.set(milestoneId, facts);
    if (facts.status === 'paid' && !paid.has(milestoneId)) paid.set(milestoneId, facts);
  }
  const reports = new Map<string, MilestoneReport>();
  for (const id of new Set([...latestManual.keys(), ...paid.keys()])) reports.set(id, reportOf(latestManual.get(id), paid.get(id)));
  return reports;
}

function reportOf(manual: AttemptFacts | undefined, paid: AttemptFacts | undefined): MilestoneReport {
  if (paid) {
    const { details } = paid;
    return { ...NO_REPORT, receipt: { reference: details.utr ?? details.decision?.reference ?? paid.gatewayPaymentId, paidAt: details.decision?.at ?? paid.updatedAt.toISOString() } };
  }
  if (manual?.status === 'created') {
    return { ...NO_REPORT, submission: { utr: manual.details.utr ?? null, submittedAt: manual.details.submittedAt ?? manual.updatedAt.toISOString() } };
  }
  if (manual?.status === 'failed' && manual.details.decision?.action === 'reject') {
    return { ...NO_REPORT, rejection: { reason: manual.details.decision.reason ?? '', rejectedAt: manual.details.decision.at ?? manual.updatedAt.toISOString() } };
  }
  return NO_REPORT;
}

/** A milestone's report as the wire shows it: a Paid one only its receipt, a Pending one only its submission or rejection. */
export function milestoneReport(status: 'Pending' | 'Paid', report: MilestoneReport | undefined): MilestoneReport {
  if (!report) return NO_REPORT;
  return status === 'Paid' ? { ...NO_REPORT, receipt: report.receipt } : { ...report, receipt: null };
}
