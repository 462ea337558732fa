/**
 * The History tab's numbers (chat document section 9, "History"): an order's progress, its payments
 * label, what is left to pay, and the Previous/Next state of the server's page count. Structural
 * types, so the API and the widget can both pass their own order shapes.
 */

/** A pipeline stage: only `Completed` counts as done. */
export interface ProgressStage {
  status: string;
}

/** A payment milestone: `Paid` or `Pending`. */
export interface PayableMilestone {
  status: string;
  amount: number;
}

/**
 * Spec: "progress percentage is the share of pipeline stages Completed". A whole percent, 0 for an
 * order with no stages (nothing to show as done), so the bar and its label never read NaN.
 */
export function orderProgressPercent(stages: readonly ProgressStage[]): number {
  if (stages.length === 0) return 0;
  const completed = stages.filter((stage) => stage.status === 'Completed').length;
  return Math.round((completed / stages.length) * 100);
}

/** Spec: "payments label 'paid count/total milestones'": '1/2' for one of two milestones paid, '0/0' with none. */
export function paymentsLabel(milestones: readonly PayableMilestone[]): string {
  const paid = milestones.filter((milestone) => milestone.status === 'Paid').length;
  return `${paid}/${milestones.length}`;
}

/**
 * Spec: "payable amount is the first Pending milestone amount if milestones exist, otherwise
 * finalAmount". Milestones that are all paid leave nothing to pay, so the reading chosen is 0 rather
 * than falling back to the whole order's amount.
 */
export function payableAmount(order: { finalAmount: number; paymentMilestones: readonly PayableMilestone[] }): number {
  if (order.paymentMilestones.length === 0) return order.finalAmount;
  return order.paymentMilestones.find((milestone) => milestone.status === 'Pending')?.amount ?? 0;
}

/** Where the History pagination stands: the page shown and whether Previous and Next lead anywhere. */
export interface HistoryPages {
  /** 1-based, within 1..pageCount (1 when there are no pages). */
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/**
 * Spec: "page count from server size". The server answers `size` as the number of pages; a page outside
 * 1..size (the list shrank since it was asked for) is brought back inside.
 */
export function historyPages(page: number, size: number): HistoryPages {
  const pageCount = Number.isFinite(size) && size > 0 ? Math.floor(size) : 0;
  const wanted = Number.isFinite(page) ? Math.floor(page) : 1;
  const current = Math.min(Math.max(wanted, 1), Math.max(pageCount, 1));
  return { page: current, pageCount, hasPrevious: current > 1, hasNext: current < pageCount };
}
