import { answerNames, initiatorChain, initiatorUrls, waterfall, type SentRequest } from './waterfall';

const DOC = 'http://demo.localhost:3000/';
const MAIN = 'http://demo.localhost:3000/main.js';
const BOOT = 'http://demo.localhost:3000/bootstrap.1.js';
const MANIFEST = 'http://demo.localhost:3001/mf-manifest.json';
const ENTRY = 'http://demo.localhost:3001/remoteEntry.js';
const EXPOSED = 'http://demo.localhost:3001/PageSections.2.js';

const parser = (url: string): SentRequest['initiator'] => ({ type: 'parser', url });
const script = (...frames: string[][]): SentRequest['initiator'] => {
  // The first list is the synchronous stack, each further one an async parent.
  const [sync = [], ...parents] = frames;
  const stack = { callFrames: sync.map((url) => ({ url })) } as NonNullable<SentRequest['initiator']['stack']>;
  let tail = stack;
  for (const parent of parents) {
    tail.parent = { callFrames: parent.map((url) => ({ url })) };
    tail = tail.parent;
  }
  return { type: 'script', stack };
};

describe('initiatorUrls', () => {
  it('names the parser document, every call frame and the frames of async parents, once each', () => {
    expect(initiatorUrls({ type: 'script', url: DOC, stack: { callFrames: [{ url: MAIN }, { url: '' }, { url: MAIN }], parent: { callFrames: [{ url: BOOT }] } } })).toEqual([DOC, MAIN, BOOT]);
  });
});

describe('waterfall', () => {
  it('counts federation: host entry 1, bootstrap 2, manifest 3, remote entry 3, exposed chunk 4', () => {
    const requests: SentRequest[] = [
      { url: DOC, initiator: { type: 'other' } },
      { url: MAIN, initiator: parser(DOC) },
      { url: BOOT, initiator: script([MAIN]) },
      // the runtime's code lives in main.js, but it runs for code in the bootstrap chunk (async parent)
      { url: MANIFEST, initiator: script([MAIN], [BOOT]) },
      { url: ENTRY, initiator: script([MAIN], [BOOT]) },
      { url: EXPOSED, initiator: script([ENTRY, MAIN], [BOOT]) },
    ];
    const steps = waterfall(requests);
    expect(steps.map((s) => s.depth)).toEqual([0, 1, 2, 3, 3, 4]);
    expect(initiatorChain(requests, steps, 5)).toEqual([DOC, MAIN, BOOT, ENTRY, EXPOSED]);
  });

  it('counts a request whose initiators are unknown or later as started by the document', () => {
    const requests: SentRequest[] = [
      { url: DOC, initiator: { type: 'other' } },
      { url: 'http://demo.localhost:3000/favicon.ico', initiator: { type: 'other' } },
      { url: MAIN, initiator: script(['http://elsewhere/unknown.js', EXPOSED]) },
      { url: EXPOSED, initiator: script([MAIN]) },
    ];
    expect(waterfall(requests)).toEqual([
      { depth: 0, parent: -1 },
      { depth: 1, parent: 0 },
      { depth: 1, parent: 0 },
      { depth: 2, parent: 2 },
    ]);
  });

  it('keeps the first fetch of a URL fetched twice as the parent of what its code starts', () => {
    const requests: SentRequest[] = [
      { url: DOC, initiator: { type: 'other' } },
      { url: MAIN, initiator: parser(DOC) },
      { url: BOOT, initiator: script([MAIN]) },
      { url: MAIN, initiator: script([BOOT]) },
      { url: EXPOSED, initiator: script([MAIN]) },
    ];
    expect(waterfall(requests).map((s) => s.depth)).toEqual([0, 1, 2, 3, 2]);
  });
});

describe('waterfall with the JSON answers that name the next files', () => {
  const CONFIG = 'http://demo.localhost:3000/runtime-config.json';
  const requests: SentRequest[] = [
    { url: DOC, initiator: { type: 'other' }, sentAt: 0 },
    { url: MAIN, initiator: parser(DOC), sentAt: 1 },
    { url: BOOT, initiator: script([MAIN]), sentAt: 2 },
    { url: CONFIG, initiator: script([MAIN], [BOOT]), sentAt: 3 },
    { url: MANIFEST, initiator: script([MAIN], [BOOT]), sentAt: 5 },
    { url: EXPOSED, initiator: script([MAIN], [BOOT]), sentAt: 7 },
    { url: ENTRY, initiator: script([MAIN], [BOOT]), sentAt: 7 },
  ];
  const config = { index: 3, finishedAt: 4, text: JSON.stringify({ remotes: { storefront: MANIFEST } }) };
  const manifest = { index: 4, finishedAt: 6, text: JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [{ assets: { js: { sync: ['PageSections.2.js'] } } }] }) };

  it('puts the manifest after the configuration naming it, and the chunks after the manifest', () => {
    const steps = waterfall(requests, [config, manifest]);
    expect(steps.map((s) => s.depth)).toEqual([0, 1, 2, 3, 4, 5, 5]);
    expect(initiatorChain(requests, steps, 5)).toEqual([DOC, MAIN, BOOT, CONFIG, MANIFEST, EXPOSED]);
  });

  it('ignores an answer that arrived after the request was sent', () => {
    const late = { ...manifest, finishedAt: 8 };
    expect(waterfall(requests, [config, late]).map((s) => s.depth)).toEqual([0, 1, 2, 3, 4, 3, 3]);
  });
});

describe('answerNames', () => {
  it('matches a full URL anywhere, a bare file name only on the answer’s own origin', () => {
    expect(answerNames(`{"entry":"${MANIFEST}"}`, 'http://demo.localhost:3000/runtime-config.json', MANIFEST)).toBe(true);
    expect(answerNames('{"name":"remoteEntry.js"}', MANIFEST, ENTRY)).toBe(true);
    expect(answerNames('{"name":"remoteEntry.js"}', MANIFEST, 'http://demo.localhost:3002/remoteEntry.js')).toBe(false);
    expect(answerNames('{"name":"xremoteEntry.js"}', MANIFEST, ENTRY)).toBe(false);
  });
});
