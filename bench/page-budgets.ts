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

/** Rows whose figures exceed a budget, as "page: group" (empty when every page is within budget). */
export function overBudget(rows: PageRow[], budgets: Budgets): string[] {
  return rows.flatMap((row) => {
    const budget = budgets.pagesGzipBytes?.[row.page] ?? {};
    return ([...GROUPS, 'total'] as const).filter((g) => budget[g] !== undefined && row.sizes[g] > budget[g]!).map((g) => `${row.page}: ${g}`);
  });
}

/** One line per page: KB gzip per group with its share of the page's budget. */
export function pagesTable(rows: PageRow[], budgets: Budgets): string {
  const columns = [...GROUPS, 'total'] as const;
  const lines = [`| page | counted | ${columns.join(' | ')} |`, `| --- | --- | ${columns.map(() => '---:').join(' | ')} |`];
  for (const row of rows) {
    const budget = budgets.pagesGzipBytes?.[row.page] ?? {};
    lines.push(`| ${row.page} | ${row.moment} | ${columns.map((g) => verdict(row.sizes[g], budget[g])).join(' | ')} |`);
  }
  return lines.join('\n');
}
