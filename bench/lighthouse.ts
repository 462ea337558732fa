/**
 * Lighthouse, mobile defaults (a mid-range phone on a slow 4G link, simulated), on Debian's Chromium:
 * the performance score, LCP, TBT and CLS of a page, the median of several runs each.
 */
import { launch } from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './bundle-size';
import { median } from './median';

export interface PageFigures {
  /** 0 to 100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface PageResult extends PageFigures {
  page: string;
  variant: string;
  url: string;
  runs: PageFigures[];
  /** Where the time went in the median-scoring run: the main-thread work and the LCP breakdown. */
  diagnostics: Record<string, unknown>;
}

interface Audit {
  numericValue?: number;
  details?: { items?: unknown[] };
}

interface LighthouseResult {
  categories: { performance: { score: number | null } };
  runtimeError?: { code: string; message?: string };
  audits: Record<string, Audit | undefined>;
}

const numeric = (lhr: LighthouseResult, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

function figures(lhr: LighthouseResult): PageFigures {
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
  };
}

/** The audits that say where time goes, kept short: the first items of each. */
function diagnostics(lhr: LighthouseResult): Record<string, unknown> {
  const items = (id: string, count = 6) => lhr.audits[id]?.details?.items?.slice(0, count) ?? [];
  return {
    firstContentfulPaintMs: numeric(lhr, 'first-contentful-paint'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    interactiveMs: numeric(lhr, 'interactive'),
    mainThreadWorkMs: numeric(lhr, 'mainthread-work-breakdown'),
    mainThreadWork: items('mainthread-work-breakdown'),
    bootupTime: items('bootup-time'),
    lcpBreakdown: items('lcp-breakdown-insight', 4).length ? items('lcp-breakdown-insight', 4) : items('largest-contentful-paint-element', 4),
    renderBlocking: items('render-blocking-insight').length ? items('render-blocking-insight') : items('render-blocking-resources'),
    longTasks: items('long-tasks', 8),
  };
}

/** Attempts a run may take: a run Lighthouse could not finish is no figure, so it is made again. */
const ATTEMPTS_PER_RUN = 3;

/** One Lighthouse run in a fresh browser: its figures, or what kept Lighthouse from finishing it. */
async function runOnce(url: string): Promise<{ figures: PageFigures; lhr: LighthouseResult } | { error: string }> {
  // Lighthouse is published as ES modules only.
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const answer = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!answer) return { error: 'no result' };
    const lhr = answer.lhr as unknown as LighthouseResult;
    if (lhr.runtimeError || lhr.categories.performance.score === null) return { error: lhr.runtimeError?.code ?? 'no performance score' };
    return { figures: figures(lhr), lhr };
  } finally {
    await chrome.kill();
  }
}

/**
 * Runs Lighthouse `runs` times on `url`, each in a fresh browser, and keeps the median of each figure.
 * A run Lighthouse could not finish is made again (up to ATTEMPTS_PER_RUN times), never counted as 0.
 */
export async function measurePage(page: string, variant: string, url: string, runs: number): Promise<PageResult> {
  const results: { figures: PageFigures; lhr: LighthouseResult }[] = [];
  for (let run = 0; run < runs; run += 1) {
    const errors: string[] = [];
    while (results.length === run) {
      const outcome = await runOnce(url);
      if ('figures' in outcome) results.push(outcome);
      else if (errors.push(outcome.error) === ATTEMPTS_PER_RUN) throw new Error(`Lighthouse could not finish a run on ${url}: ${errors.join(', ')}`);
    }
  }
  const all = results.map((r) => r.figures);
  const medianScore = median(all.map((f) => f.score));
  const representative = results.find((r) => r.figures.score === medianScore) ?? results[0];
  return {
    page,
    variant,
    url,
    score: medianScore,
    lcpMs: median(all.map((f) => f.lcpMs)),
    tbtMs: median(all.map((f) => f.tbtMs)),
    cls: median(all.map((f) => f.cls)),
    runs: all,
    diagnostics: representative ? diagnostics(representative.lhr) : {},
  };
}

/** A Markdown table of the results, one row per page and variant. */
export function lighthouseTable(results: PageResult[]): string {
  const lines = ['| page | variant | score | LCP | TBT | CLS |', '| --- | --- | ---: | ---: | ---: | ---: |'];
  for (const r of results) {
    lines.push(`| ${r.page} | ${r.variant} | ${r.score} | ${(r.lcpMs / 1000).toFixed(1)} s | ${Math.round(r.tbtMs).toLocaleString('en-US')} ms | ${r.cls.toFixed(3)} |`);
  }
  return lines.join('\n');
}
