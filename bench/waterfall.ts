/**
 * The depth of a page's request waterfall, from the initiators Chromium reports with each request
 * (CDP `Network.requestWillBeSent`): the document is depth 0, and any other request is one deeper
 * than the deepest earlier request among its initiators. A script's initiator is its call stack,
 * async parents included (the page must run with async stacks on), so a chunk that federation's
 * runtime fetches for code in the bootstrap chunk counts from the bootstrap chunk, not from main.js
 * where the runtime's code lives. Waits on data (a fetch answer that names the next URL) are not in
 * an initiator and so are not counted.
 */

export interface CallFrame {
  url: string;
}

export interface StackTrace {
  callFrames: CallFrame[];
  parent?: StackTrace;
}

/** The part of CDP's `Network.Initiator` the depth is read from. */
export interface Initiator {
  type: string;
  url?: string;
  stack?: StackTrace;
}

export interface SentRequest {
  url: string;
  initiator: Initiator;
}

export interface WaterfallStep {
  depth: number;
  /** Index of the request that started this one, -1 for the document. */
  parent: number;
}

/** Every URL an initiator names: the parser's document or stylesheet, and each frame of its call stack and async parents. */
export function initiatorUrls(initiator: Initiator): string[] {
  const urls = new Set<string>();
  if (initiator.url) urls.add(initiator.url);
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    for (const frame of stack.callFrames) if (frame.url) urls.add(frame.url);
  }
  return [...urls];
}

/**
 * Depth and parent of each request, in the order they were sent (the first is the page's document).
 * A request whose initiators name no earlier request (the favicon, say) counts as started by the document.
 */
export function waterfall(requests: readonly SentRequest[]): WaterfallStep[] {
  // A URL fetched again keeps its first fetch's place: code runs from the first copy.
  const firstIndex = new Map<string, number>();
  const steps: WaterfallStep[] = [];
  requests.forEach((request, index) => {
    let step: WaterfallStep = { depth: 0, parent: -1 };
    if (index > 0) {
      step = { depth: 1, parent: 0 };
      for (const url of initiatorUrls(request.initiator)) {
        const parent = firstIndex.get(url);
        const depth = parent === undefined ? 0 : (steps[parent]?.depth ?? 0);
        if (parent !== undefined && depth + 1 > step.depth) step = { depth: depth + 1, parent };
      }
    }
    if (!firstIndex.has(request.url)) firstIndex.set(request.url, index);
    steps.push(step);
  });
  return steps;
}

/** The URLs from the document down to request `index`, each the initiator of the next. */
export function initiatorChain(requests: readonly SentRequest[], steps: readonly WaterfallStep[], index: number): string[] {
  const chain: string[] = [];
  for (let at = index; at >= 0; at = steps[at]?.parent ?? -1) chain.unshift(requests[at]?.url ?? '?');
  return chain;
}
