/**
 * The `bundle` and `lighthouse` parts as report rows: the figures bundle-size.ts and lighthouse.ts
 * measure on the private site, worded beside their budgets.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GroupSizes } from './bundle-size';
import { GROUPS, verdict, type Budgets, type PageRow } from './page-budgets';
import type { PageResult } from './lighthouse';
import { atMost, type PartResult, type StoredPart } from './report';

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function bundleBudgets(): Record<string, number> {
  return (JSON.parse(readFileSync(join(__dirname, 'budgets.json'), 'utf8')) as { homeFirstPaintGzipBytes: Record<string, number> }).homeFirstPaintGzipBytes;
}

/** Each group against its budget; a zero budget means "none before first paint" (chat, checkout on home). */
export function bundleResult(sizes: GroupSizes, budgets: Record<string, number>): PartResult {
  const rows = Object.entries(sizes).map(([group, bytes]) => {
    const budget = budgets[group];
    const share = budget ? `${((bytes / budget) * 100).toFixed(0)}%` : budget === 0 ? (bytes === 0 ? 'none, ok' : 'over') : 'no budget';
    return [group, kilobytes(bytes), budget === undefined ? 'none' : kilobytes(budget), share];
  });
  const checks = Object.entries(sizes)
    .filter(([group]) => budgets[group] !== undefined)
    .map(([group, bytes]) => atMost(`home, JavaScript before first paint: ${group} (gzip)`, bytes, budgets[group] as number, kilobytes));
  return {
    tables: [{ title: 'JavaScript before the home page’s first paint (gzip -9, desktop)', columns: ['part', 'gzip', 'budget', 'of budget'], rows }],
    checks,
    figures: sizes,
  };
}

/** Each page's figures by group, with its share of the page's budget, and a check for every budgeted group. */
export function pagesResult(rows: PageRow[], budgets: Budgets): PartResult {
  const groups = [...GROUPS, 'total'] as const;
  const budgetOf = (page: string) => budgets.pagesGzipBytes?.[page] ?? {};
  return {
    tables: [
      {
        title: 'JavaScript per page, KB gzip -9 (share of the page’s budget)',
        columns: ['page', 'counted', ...groups],
        rows: rows.map((row) => [row.page, row.moment, ...groups.map((group) => verdict(row.sizes[group], budgetOf(row.page)[group]))]),
        notes: ['Counted: the scripts requested until the host marks the first screen live (hydrated, content shown); the chat row counts everything up to the opened chat.'],
      },
    ],
    checks: rows.flatMap((row) =>
      groups
        .filter((group) => budgetOf(row.page)[group] !== undefined)
        .map((group) => atMost(`${row.page}, JavaScript before first paint: ${group} (gzip)`, row.sizes[group], budgetOf(row.page)[group]!, kilobytes)),
    ),
    figures: rows,
  };
}

export function lighthouseResult(pages: PageResult[], runs: number): PartResult {
  return {
    tables: [
      {
        title: `Lighthouse, mobile defaults, median of ${runs} runs`,
        columns: ['page', 'variant', 'score', 'LCP', 'TBT', 'CLS'],
        rows: pages.map((r) => [r.page, r.variant, String(r.score), `${(r.lcpMs / 1000).toFixed(1)} s`, `${Math.round(r.tbtMs).toLocaleString('en-US')} ms`, r.cls.toFixed(3)]),
      },
    ],
    checks: [],
    figures: { runsPerPage: runs, pages },
  };
}

/** Results written before the bench had parts: `bundleGzipBytes` and `lighthouse` at the top level. */
export function legacyParts(old: Record<string, unknown>): Record<string, StoredPart> {
  const measuredAt = typeof old.measuredAt === 'string' ? old.measuredAt : 'unknown';
  const parts: Record<string, StoredPart> = {};
  if (old.bundleGzipBytes && typeof old.bundleGzipBytes === 'object') parts.bundle = { measuredAt, ...bundleResult(old.bundleGzipBytes as GroupSizes, bundleBudgets()) };
  const lighthouse = old.lighthouse as { runsPerPage?: number; pages?: PageResult[] } | null | undefined;
  if (lighthouse?.pages) parts.lighthouse = { measuredAt, ...lighthouseResult(lighthouse.pages, lighthouse.runsPerPage ?? 0) };
  return parts;
}
