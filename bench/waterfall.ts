/**
 * The depth of a page's request waterfall, from the initiators Chromium reports with each request
 * (CDP `Network.requestWillBeSent`): the document is depth 0, and any other request is one deeper
 * than the deepest earlier request among its initiators. A script's initiator is its call stack,
 * async parents included (the page must run with async stacks on), so a chunk that federation's
 * runtime fetches for code in the bootstrap chunk counts from the bootstrap chunk, not from main.js
 * where the runtime's code lives.
 *
 * An initiator says which code asked, not what that code waited for: federation's runtime requests a
 * remote's chunks from code that ran in the bootstrap chunk, but only after the remote's manifest
 * named them, and the manifests only after runtime-config.json named those. So an app file's JSON
 * answer (runtime-config.json, mf-manifest.json) that had arrived before a request was sent and names
 * its URL (in full, or its file name for a file of the same origin) counts as an initiator too.
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
  /** When it was sent, on the clock of `JsonAnswer.finishedAt` (CDP's monotonic seconds). */
  sentAt?: number;
}

/** The body of a JSON file a request fetched: the run-time configuration or a federation manifest. */
export interface JsonAnswer {
  /** Index of the request it answered. */
  index: number;
  finishedAt: number;
  text: string;
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

/** Whether `answer` (the body fetched from `answerUrl`) names `url`: in full, or by file name when both share an origin. */
export function answerNames(text: string, answerUrl: string, url: string): boolean {
  if (text.includes(url)) return true;
  const target = new URL(url);
  const file = target.pathname.split('/').pop() ?? '';
  return file !== '' && target.origin === new URL(answerUrl).origin && text.includes(`"${file}"`);
}

/**
 * Depth and parent of each request, in the order they were sent (the first is the page's document).
 * A request whose initiators name no earlier request (the favicon, say) counts as started by the document.
 */
export function waterfall(requests: readonly SentRequest[], answers: readonly JsonAnswer[] = []): WaterfallStep[] {
  // A URL fetched again keeps its first fetch's place: code runs from the first copy.
  const firstIndex = new Map<string, number>();
  const steps: WaterfallStep[] = [];
  requests.forEach((request, index) => {
    let step: WaterfallStep = { depth: 0, parent: -1 };
    if (index > 0) {
      step = { depth: 1, parent: 0 };
      const parents = initiatorUrls(request.initiator).flatMap((url) => firstIndex.get(url) ?? []);
      for (const answer of answers) {
        const answered = requests[answer.index];
        if (!answered || answer.index >= index || request.sentAt === undefined || answer.finishedAt > request.sentAt) continue;
        if (answerNames(answer.text, answered.url, request.url)) parents.push(answer.index);
      }
      for (const parent of parents) {
        const depth = (steps[parent]?.depth ?? 0) + 1;
        if (depth > step.depth) step = { depth, parent };
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
