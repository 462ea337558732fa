/**
 * The figures of federation's own cost, computed from what a page load recorded: bytes and requests
 * before first paint and the waterfall's depth, for the federated build and the monolithic one, the
 * ratio between them and the budget (issue's Performance 2). No browser here, so it is unit-tested.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_PREFIXES } from 'shared/contracts';
import { atMost, type PartResult } from './report';
import { initiatorChain, waterfall, type JsonAnswer, type SentRequest } from './waterfall';

/** Federated bytes before first paint, at most this many times the monolith's (budgets.json says why). */
export const MAX_BYTES_RATIO = (JSON.parse(readFileSync(join(__dirname, 'budgets.json'), 'utf8')) as { federationBytesRatio: { max: number } }).federationBytesRatio.max;
/** Host entry (1) -> manifests in parallel (2) -> exposed chunks in parallel (3). */
export const MAX_WATERFALL_DEPTH = 3;

/** A request as the browser sent it, with CDP's resource type (Document, Script, Fetch, Image…). */
export interface RecordedRequest extends SentRequest {
  type: string;
}

/**
 * - `api`: the API's answers (the same data in both builds);
 * - `media`: images, fonts, media (the same files in both builds);
 * - `app`: what the builds themselves serve: the document, scripts, stylesheets, manifests and run-time configuration.
 */
export type RequestKind = 'api' | 'media' | 'app';

export function requestKind(url: string, type: string): RequestKind {
  const { pathname } = new URL(url);
  if (API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return 'api';
  if (type === 'Image' || type === 'Font' || type === 'Media') return 'media';
  return 'app';
}

export interface LoadFigures {
  /** Gzip -9 bytes of the app files fetched before first paint. */
  gzipBytes: number;
  /** Every request sent before first paint, the document and API answers included. */
  requests: number;
  /** Of those, the app files (what bytes counts). */
  appRequests: number;
  /** The deepest app file's depth in the waterfall (document 0, host entry 1). */
  depth: number;
  /** The initiator chain of that deepest file, document first. */
  deepestChain: string[];
  /** Each app file counted, to see what a figure is made of. */
  files: { url: string; gzipBytes: number; depth: number }[];
}

/**
 * Figures of one page load: `sent` is every request in the order sent (the document first);
 * `beforePaint` the URLs the page's resource timing shows started before first paint (a URL once per
 * fetch); `gzipBytes` the compressed size of each app file's body; `answers` the JSON app files'
 * bodies (run-time configuration, manifests), whose naming of a URL makes them its initiator too.
 */
export function loadFigures(
  sent: readonly RecordedRequest[],
  beforePaint: readonly string[],
  gzipBytes: ReadonlyMap<string, number>,
  answers: readonly JsonAnswer[] = [],
): LoadFigures {
  const steps = waterfall(sent, answers);
  const remaining = new Map<string, number>();
  for (const url of beforePaint) remaining.set(url, (remaining.get(url) ?? 0) + 1);
  const figures: LoadFigures = { gzipBytes: 0, requests: 0, appRequests: 0, depth: 0, deepestChain: [], files: [] };
  sent.forEach((request, index) => {
    const left = remaining.get(request.url) ?? 0;
    if (index > 0 && left === 0) return;
    if (index > 0) remaining.set(request.url, left - 1);
    figures.requests += 1;
    if (requestKind(request.url, request.type) !== 'app') return;
    const bytes = gzipBytes.get(request.url) ?? 0;
    const depth = steps[index]?.depth ?? 0;
    figures.appRequests += 1;
    figures.gzipBytes += bytes;
    figures.files.push({ url: request.url, gzipBytes: bytes, depth });
    if (depth > figures.depth || figures.deepestChain.length === 0) {
      figures.depth = depth;
      figures.deepestChain = initiatorChain(sent, steps, index);
    }
  });
  return figures;
}

export interface FederationCostRow {
  page: string;
  path: string;
  federated: LoadFigures;
  monolith: LoadFigures;
  /** Federated gzip bytes over the monolith's. */
  bytesRatio: number;
  /** The budget lines this page breaks; empty when it keeps them. */
  overBudget: string[];
}

export function compareBuilds(page: string, path: string, federated: LoadFigures, monolith: LoadFigures): FederationCostRow {
  const bytesRatio = federated.gzipBytes / monolith.gzipBytes;
  const overBudget: string[] = [];
  if (!(bytesRatio <= MAX_BYTES_RATIO)) overBudget.push(`bytes ${bytesRatio.toFixed(2)}x the monolith’s (budget ${MAX_BYTES_RATIO.toFixed(2)}x)`);
  if (federated.depth > MAX_WATERFALL_DEPTH) overBudget.push(`waterfall ${federated.depth} deep (budget ${MAX_WATERFALL_DEPTH}: host entry, manifests, exposed chunks)`);
  return { page, path, federated, monolith, bytesRatio, overBudget };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The table printed and written to the results: one line a page, each federated figure beside the monolith's. */
export function federationCostTable(rows: readonly FederationCostRow[]): string {
  const lines = [
    `| page | federated KB gzip | monolith KB gzip | ratio (budget ${MAX_BYTES_RATIO.toFixed(2)}x) | requests fed. / mono. | app files fed. / mono. | waterfall depth fed. / mono. (budget ${MAX_WATERFALL_DEPTH}) | verdict |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const row of rows) {
    const { federated: f, monolith: m } = row;
    const verdict = row.overBudget.length === 0 ? 'ok' : `over: ${row.overBudget.join('; ')}`;
    lines.push(
      `| ${row.page} | ${kb(f.gzipBytes)} | ${kb(m.gzipBytes)} | ${row.bytesRatio.toFixed(2)}x | ${f.requests} / ${m.requests} | ${f.appRequests} / ${m.appRequests} | ${f.depth} / ${m.depth} | ${verdict} |`,
    );
  }
  return lines.join('\n');
}

/** The bench report's part: the table, and per page the two budgets as checks. */
export function federationResult(rows: readonly FederationCostRow[]): PartResult {
  const ratio = (n: number) => `${n.toFixed(2)}x`;
  const deep = (n: number) => `${n} deep`;
  return {
    tables: [
      {
        title: 'Federation’s own cost: before first paint, federated against the same code as one monolithic bundle',
        columns: ['page', 'federated KB gzip', 'monolith KB gzip', 'ratio', 'requests fed. / mono.', 'waterfall depth fed. / mono.'],
        rows: rows.map(({ page, federated: f, monolith: m, bytesRatio }) => [
          page,
          kb(f.gzipBytes),
          kb(m.gzipBytes),
          ratio(bytesRatio),
          `${f.requests} / ${m.requests}`,
          `${f.depth} / ${m.depth}`,
        ]),
        notes: ['Both client-rendered (the federated host with SSR=off; the monolith has no server build), desktop, median of loads; work the pages leave for an idle moment (the chat widget) waits until the content is painted in both builds.'],
      },
    ],
    checks: rows.flatMap((row) => [
      atMost(`federated bytes over the monolith’s, ${row.page}`, row.bytesRatio, MAX_BYTES_RATIO, ratio),
      atMost(`request waterfall, ${row.page}`, row.federated.depth, MAX_WATERFALL_DEPTH, deep),
    ]),
    figures: rows.map(({ page, path, federated, monolith, bytesRatio }) => ({ page, path, federated, monolith, bytesRatio })),
  };
}
