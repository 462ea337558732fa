/**
 * The per-page JavaScript figures against the committed budgets (bench/budgets.json): pure, so the
 * verdicts are tested without a browser.
 */
import type { AssetGroup } from './classify-asset';

export const GROUPS: AssetGroup[] = ['host', 'storefront', 'chat', 'checkout', 'shared libraries'];

export type GroupSizes = Record<AssetGroup | 'total', number>;

/** Gzip bytes per group; a missing group has no budget, zero means "none of it at all". */
export type GroupBudget = Partial<GroupSizes>;

export interface PageRow {
  page: string;
  /** What was counted: the scripts before first paint, or everything up to an interaction's end. */
  moment: string;
  sizes: GroupSizes;
}

export interface Budgets {
  homeFirstPaintGzipBytes: GroupBudget;
  pagesGzipBytes?: Record<string, GroupBudget>;
}

/** Sums scripts' gzip bytes by group, with the total. */
export function sumByGroup(scripts: { group: AssetGroup; bytes: number }[]): GroupSizes {
  const sizes = Object.fromEntries([...GROUPS, 'total'].map((g) => [g, 0])) as GroupSizes;
  for (const { group, bytes } of scripts) {
    sizes[group] += bytes;
    sizes.total += bytes;
  }
  return sizes;
}

/** "12.3 (40%)", "0.0 (none, ok)", "3.1 (over)" or the bare figure when the page has no such budget. */
export function verdict(bytes: number, budget: number | undefined): string {
  const kb = (bytes / 1024).toFixed(1);
  if (budget === undefined) return kb;
  // A zero budget means "not at all" (the chat and the checkout before the home page's first paint).
  if (budget === 0) return bytes === 0 ? `${kb} (none, ok)` : `${kb} (over)`;
  const share = Math.round((bytes / budget) * 100);
  return `${kb} (${share}%${bytes > budget ? ', over' : ''})`;
}
