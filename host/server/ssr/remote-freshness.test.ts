/** @jest-environment node */
import { createRemoteFreshness } from './remote-freshness';

describe('createRemoteFreshness', () => {
  let etag: string | null;
  let now: number;
  const fetchEntry = jest.fn(async () => (etag === null ? new Response(null, { status: 503 }) : new Response(null, { headers: { etag } })));

  beforeEach(() => {
    etag = 'W/"a"';
    now = 0;
    fetchEntry.mockClear();
  });

  const freshness = (onChange: () => void) =>
    createRemoteFreshness({ entries: { storefront: 'http://shop/server/remoteEntry.js' }, onChange, intervalMs: 1_000, fetch: fetchEntry as typeof fetch, now: () => now });

  it('reloads the remotes when a server entry changes (a redeploy), and not before', async () => {
    const onChange = jest.fn();
    const check = freshness(onChange);
    await check.poke();
    now = 1_000;
    await check.poke();
    expect(onChange).not.toHaveBeenCalled();
    etag = 'W/"b"';
    now = 2_000;
    await check.poke();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('asks no more often than its interval', async () => {
    const check = freshness(jest.fn());
    await check.poke();
    now = 500;
    await check.poke();
    expect(fetchEntry).toHaveBeenCalledTimes(1);
  });

  it('changes nothing while a remote does not answer', async () => {
    const onChange = jest.fn();
    const check = freshness(onChange);
    await check.poke();
    etag = null;
    now = 1_000;
    await check.poke();
    etag = 'W/"a"';
    now = 2_000;
    await check.poke();
    expect(onChange).not.toHaveBeenCalled();
  });
});
