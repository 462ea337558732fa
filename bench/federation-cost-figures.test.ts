import { compareBuilds, federationCostTable, federationResult, loadFigures, requestKind, type LoadFigures, type RecordedRequest } from './federation-cost-figures';

const HOST = 'http://demo.localhost:3000';
const PAGE_API = `${HOST}/business_website/page/get_published_website_specific_page?subdomain=demo`;

const figures = (gzipBytes: number, depth: number): LoadFigures => ({ gzipBytes, requests: 5, appRequests: 4, depth, deepestChain: [], files: [] });

describe('requestKind', () => {
  it('tells the API, media and the builds’ own files apart', () => {
    expect(requestKind(PAGE_API, 'Fetch')).toBe('api');
    expect(requestKind(`${HOST}/uploads/a.webp`, 'Image')).toBe('api');
    expect(requestKind(`${HOST}/assets/logo.abc.svg`, 'Image')).toBe('media');
    expect(requestKind(`${HOST}/business_websites.js`, 'Script')).toBe('app');
    expect(requestKind(`${HOST}/runtime-config.json`, 'Fetch')).toBe('app');
  });
});

describe('loadFigures', () => {
  const sent: RecordedRequest[] = [
    { url: `${HOST}/`, type: 'Document', initiator: { type: 'other' } },
    { url: `${HOST}/main.js`, type: 'Script', initiator: { type: 'parser', url: `${HOST}/` } },
    { url: PAGE_API, type: 'Fetch', initiator: { type: 'script', stack: { callFrames: [{ url: `${HOST}/main.js` }] } } },
    { url: `${HOST}/sections.js`, type: 'Script', initiator: { type: 'script', stack: { callFrames: [{ url: `${HOST}/main.js` }] } } },
    { url: `${HOST}/chat.js`, type: 'Script', initiator: { type: 'script', stack: { callFrames: [{ url: `${HOST}/sections.js` }] } } },
  ];
  const gzip = new Map([
    [`${HOST}/`, 1000],
    [`${HOST}/main.js`, 50_000],
    [`${HOST}/sections.js`, 20_000],
    [`${HOST}/chat.js`, 30_000],
  ]);

  it('counts only what started before first paint, bytes of the app files only, depth of the deepest app file', () => {
    const before = loadFigures(sent, [`${HOST}/main.js`, PAGE_API, `${HOST}/sections.js`], gzip);
    expect(before).toEqual({
      gzipBytes: 71_000,
      requests: 4,
      appRequests: 3,
      depth: 2,
      deepestChain: [`${HOST}/`, `${HOST}/main.js`, `${HOST}/sections.js`],
      files: [
        { url: `${HOST}/`, gzipBytes: 1000, depth: 0 },
        { url: `${HOST}/main.js`, gzipBytes: 50_000, depth: 1 },
        { url: `${HOST}/sections.js`, gzipBytes: 20_000, depth: 2 },
      ],
    });
  });

  it('takes a JSON answer that named a file as that file’s initiator', () => {
    const config = `${HOST}/runtime-config.json`;
    const chain: RecordedRequest[] = [
      { ...(sent[0] as RecordedRequest), sentAt: 0 },
      { ...(sent[1] as RecordedRequest), sentAt: 1 },
      { url: config, type: 'Fetch', sentAt: 2, initiator: { type: 'script', stack: { callFrames: [{ url: `${HOST}/main.js` }] } } },
      { url: `${HOST}/sections.js`, type: 'Script', sentAt: 4, initiator: { type: 'script', stack: { callFrames: [{ url: `${HOST}/main.js` }] } } },
    ];
    const answers = [{ index: 2, finishedAt: 3, text: '{"sections":"sections.js"}' }];
    expect(loadFigures(chain, [`${HOST}/main.js`, config, `${HOST}/sections.js`], gzip, answers).deepestChain).toEqual([`${HOST}/`, `${HOST}/main.js`, config, `${HOST}/sections.js`]);
  });

  it('counts a URL as often as the page fetched it before paint, no more', () => {
    const twice: RecordedRequest[] = [...sent.slice(0, 2), { ...(sent[1] as RecordedRequest) }];
    expect(loadFigures(twice, [`${HOST}/main.js`], gzip).requests).toBe(2);
    expect(loadFigures(twice, [`${HOST}/main.js`, `${HOST}/main.js`], gzip).requests).toBe(3);
  });
});

describe('compareBuilds', () => {
  it('keeps the budget at exactly 1.20x the monolith’s bytes and a waterfall three deep', () => {
    const row = compareBuilds('home', '/', figures(120_000, 3), figures(100_000, 2));
    expect(row.bytesRatio).toBeCloseTo(1.2);
    expect(row.overBudget).toEqual([]);
  });

  it('names each budget a page breaks', () => {
    const row = compareBuilds('home', '/', figures(121_000, 4), figures(100_000, 2));
    expect(row.overBudget).toEqual(['bytes 1.21x the monolith’s (budget 1.20x)', 'waterfall 4 deep (budget 3: host entry, manifests, exposed chunks)']);
  });

  it('prints one line a page with both builds’ figures and the verdict', () => {
    const table = federationCostTable([compareBuilds('listing', '/products', figures(102_400, 3), figures(96_256, 2))]);
    expect(table.split('\n')[2]).toBe('| listing | 100.0 | 94.0 | 1.06x | 5 / 5 | 4 / 4 | 3 / 2 | ok |');
  });
});

describe('federationResult', () => {
  it('reports each page in the table and checks both budgets, passing at the limits and failing past them', () => {
    const result = federationResult([
      compareBuilds('home', '/', figures(120_000, 3), figures(100_000, 2)),
      compareBuilds('listing', '/products', figures(150_000, 5), figures(100_000, 2)),
    ]);
    expect(result.tables[0]?.rows).toEqual([
      ['home', '117.2', '97.7', '1.20x', '5 / 5', '3 / 2'],
      ['listing', '146.5', '97.7', '1.50x', '5 / 5', '5 / 2'],
    ]);
    expect(result.checks.map((check) => [check.budget, check.measured, check.ok])).toEqual([
      ['federated bytes over the monolith’s, home', '1.20x', true],
      ['request waterfall, home', '3 deep', true],
      ['federated bytes over the monolith’s, listing', '1.50x', false],
      ['request waterfall, listing', '5 deep', false],
    ]);
  });
});
