/** @jest-environment node */
import { createRemoteFreshness } from './remote-freshness';

describe('createRemoteFreshness', () => {
  /** The entry's bytes as the remote serves them; null: the remote does not answer. */
  let entry: string | null;
  let now: number;
  // each answer carries a different file time, as replicas of one build do
  let served = 0;
  const fetchEntry = jest.fn(async () => (entry === null ? new Response(null, { status: 503 }) : new Response(entry, { headers: { etag: `W/"${++served}"` } })));

  beforeEach(() => {
    entry = 'var storefront; /* chunks 1a2b3c */';
    now = 0;
    fetchEntry.mockClear();
  });

  const freshness = (onChange: () => void) =>
    createRemoteFreshness({ entries: { storefront: 'http://shop/server/remoteEntry.js' }, onChange, intervalMs: 1_000, fetch: fetchEntry as typeof fetch, now: () => now });

  it('reloads the remotes when a server entry changes (a redeploy), and not before, whatever file times its servers give', async () => {
    const onChange = jest.fn();
    const check = freshness(onChange);
    await check.poke();
    now = 1_000;
    await check.poke();
    expect(onChange).not.toHaveBeenCalled();
    entry = 'var storefront; /* chunks 4d5e6f */';
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
    entry = null;
    now = 1_000;
    await check.poke();
    entry = 'var storefront; /* chunks 1a2b3c */';
    now = 2_000;
    await check.poke();
    expect(onChange).not.toHaveBeenCalled();
  });
});
