/** @jest-environment node */
import { createRemoteFreshness, releaseRecordUrl } from './remote-freshness';

describe('createRemoteFreshness', () => {
  /** The release the remote serves; null: the remote does not answer. */
  let buildId: string | null;
  let now: number;
  // each answer carries a different file time and a different entry, as replicas of one release may
  let served = 0;
  const fetchRecord = jest.fn(async (url: string | URL | Request) => {
    if (String(url) !== 'http://shop/release.json') return new Response(null, { status: 404 });
    if (buildId === null) return new Response(null, { status: 503 });
    return Response.json({ app: 'storefront', buildId, builtAt: `2026-11-27T00:00:0${++served % 10}Z` }, { headers: { etag: `W/"${served}"` } });
  });

  beforeEach(() => {
    buildId = '20261127-010000-aaaaaa';
    now = 0;
    fetchRecord.mockClear();
  });

  const freshness = (onChange: (change: { remote: string; from: string; to: string }) => void) =>
    createRemoteFreshness({ entries: { storefront: 'http://shop/server/remoteEntry.js' }, onChange, intervalMs: 1_000, fetch: fetchRecord as typeof fetch, now: () => now });

  it('reads the release record beside the remote browser files', () => {
    expect(releaseRecordUrl('http://shop:3001/server/remoteEntry.js')).toBe('http://shop:3001/release.json');
  });

  it('reloads the remotes when the build id changes (a release), and not before, whatever file times its servers give', async () => {
    const onChange = jest.fn();
    const check = freshness(onChange);
    await check.poke();
    now = 1_000;
    await check.poke();
    expect(onChange).not.toHaveBeenCalled();
    buildId = '20261127-020000-bbbbbb';
    now = 2_000;
    await check.poke();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ remote: 'storefront', from: '20261127-010000-aaaaaa', to: '20261127-020000-bbbbbb' });
  });

  it('asks no more often than its interval', async () => {
    const check = freshness(jest.fn());
    await check.poke();
    now = 500;
    await check.poke();
    expect(fetchRecord).toHaveBeenCalledTimes(1);
  });

  it('changes nothing while a remote does not answer', async () => {
    const onChange = jest.fn();
    const check = freshness(onChange);
    await check.poke();
    buildId = null;
    now = 1_000;
    await check.poke();
    buildId = '20261127-010000-aaaaaa';
    now = 2_000;
    await check.poke();
    expect(onChange).not.toHaveBeenCalled();
  });
});
