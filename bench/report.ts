/**
 * One report for every part of the bench. Each part answers tables (already worded, each figure beside
 * what it is compared with), budget checks and its raw figures; the report keeps one key per part in
 * latest.json, so a part run alone replaces only its own key, and latest.md is rendered from all keys.
 */

/** A table as a person reads it: the first column names the row, the others are figures. */
export interface Table {
  title: string;
  columns: string[];
  rows: string[][];
  /** Lines printed under the table: what was measured, what was skipped and why. */
  notes?: string[];
}

/** A budget: the measured figure against its limit, worded, and whether it holds. */
export interface BudgetCheck {
  budget: string;
  measured: string;
  limit: string;
  /** null: not measured this time (e.g. PostgreSQL absent), neither kept nor broken. */
  ok: boolean | null;
}

/** What a part contributes to the report. */
export interface PartResult {
  tables: Table[];
  checks: BudgetCheck[];
  /** The raw figures, for a reader of latest.json (nothing is rendered from them). */
  figures: unknown;
}

export interface StoredPart extends PartResult {
  measuredAt: string;
}

export interface Results {
  measuredAt: string;
  parts: Record<string, StoredPart>;
}

/** Limit `<= max`: a figure that must not exceed its limit. NaN (not measured) counts as broken. */
export function atMost(budget: string, value: number, max: number, show: (n: number) => string): BudgetCheck {
  return { budget, measured: show(value), limit: `at most ${show(max)}`, ok: value <= max };
}

/** Limit `< max`, strictly (p99 "under" 50 ms). */
export function under(budget: string, value: number, max: number, show: (n: number) => string): BudgetCheck {
  return { budget, measured: show(value), limit: `under ${show(max)}`, ok: value < max };
}

/** Limit `>= min`. */
export function atLeast(budget: string, value: number, min: number, show: (n: number) => string): BudgetCheck {
  return { budget, measured: show(value), limit: `at least ${show(min)}`, ok: value >= min };
}

/** A budget that could not be measured this run, with the reason in place of the figure. */
export function notMeasured(budget: string, limit: string, reason: string): BudgetCheck {
  return { budget, measured: reason, limit, ok: null };
}

/** The checks that failed. */
export const broken = (checks: BudgetCheck[]) => checks.filter((check) => check.ok === false);

/** Earlier results with the parts measured now put in place; the parts not run are kept as they were. */
export function mergeResults(previous: Results | null, measured: Record<string, PartResult>, at: string): Results {
  const parts: Record<string, StoredPart> = { ...(previous?.parts ?? {}) };
  for (const [name, result] of Object.entries(measured)) parts[name] = { measuredAt: at, ...result };
  return { measuredAt: at, parts };
}

/**
 * Results as they were written before the bench had parts (`bundleGzipBytes`, `lighthouse` at the top),
 * or as they are now; anything else is no results at all.
 */
export function readResults(json: unknown, legacy: (old: Record<string, unknown>) => Record<string, StoredPart> = () => ({})): Results | null {
  if (typeof json !== 'object' || json === null) return null;
  const record = json as Record<string, unknown>;
  const measuredAt = typeof record.measuredAt === 'string' ? record.measuredAt : '';
  if (typeof record.parts === 'object' && record.parts !== null) return { measuredAt, parts: record.parts as Record<string, StoredPart> };
  const parts = legacy(record);
  return Object.keys(parts).length > 0 ? { measuredAt, parts } : null;
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A column of figures: most filled cells start with a digit or are "n/a" (a few words, e.g. "none, ok", may sit among them). */
const isFigures = (rows: string[][], column: number) => {
  const cells = rows.map((row) => row[column] ?? '').filter(Boolean);
  return cells.length > 0 && cells.filter((cell) => /^(\d|n\/a)/.test(cell)).length * 2 > cells.length;
};

/** A Markdown table: the first column and words left-aligned, columns of figures right-aligned. */
export function markdownTable(table: Pick<Table, 'columns' | 'rows'>): string {
  const head = `| ${table.columns.map(escapeCell).join(' | ')} |`;
  const rule = `| ${table.columns.map((_, i) => (i > 0 && isFigures(table.rows, i) ? '---:' : '---')).join(' | ')} |`;
  const rows = table.rows.map((row) => `| ${table.columns.map((_, i) => escapeCell(row[i] ?? '')).join(' | ')} |`);
  return [head, rule, ...rows].join('\n');
}

const verdict = (ok: boolean | null) => (ok === null ? 'not measured' : ok ? 'ok' : '**BROKEN**');

/** Every part's budgets in one table, broken ones first so they are read first. */
export function budgetTable(parts: Record<string, StoredPart>, order: string[]): string {
  const rows: string[][] = [];
  for (const name of order) {
    for (const check of parts[name]?.checks ?? []) rows.push([name, check.budget, check.measured, check.limit, verdict(check.ok)]);
  }
  const rank = (row: string[]) => (row[4] === '**BROKEN**' ? 0 : row[4] === 'ok' ? 2 : 1);
  rows.sort((a, b) => rank(a) - rank(b));
  return markdownTable({ columns: ['part', 'budget', 'measured', 'limit', 'verdict'], rows });
}

/** Parts in the bench's own order, then any other stored part by name. */
export function partOrder(parts: Record<string, unknown>, known: readonly string[]): string[] {
  const names = Object.keys(parts);
  return [...known.filter((name) => names.includes(name)), ...names.filter((name) => !known.includes(name)).sort()];
}

/** One table with its title and notes, as printed and as written to latest.md. */
export function renderTable(table: Table, level = '###'): string {
  const notes = (table.notes ?? []).map((note) => `- ${note}`);
  return [`${level} ${table.title}`, markdownTable(table), ...(notes.length ? [notes.join('\n')] : [])].join('\n\n');
}

/** latest.md: the budgets first, then each part's tables with the date it was measured. */
export function renderMarkdown(results: Results, known: readonly string[]): string {
  const order = partOrder(results.parts, known);
  const lines = [`# Benchmark`, `Each part is measured on its own date (\`npm run bench -- --only=<part>\` refreshes one). Latest write: ${results.measuredAt}.`];
  if (order.some((name) => (results.parts[name]?.checks.length ?? 0) > 0)) lines.push('## Budgets', budgetTable(results.parts, order));
  for (const name of order) {
    const part = results.parts[name];
    if (!part) continue;
    lines.push(`## ${name} (measured ${part.measuredAt})`);
    for (const table of part.tables) lines.push(renderTable(table));
  }
  return `${lines.join('\n\n')}\n`;
}
