import { once } from 'node:events';
import { AnswerCache } from './answer-cache';
import { CATALOGUE_CHANGED_CHANNEL, followCatalogueChanges } from './change-feed';

/** A database whose LISTEN connections the test drives: deliver a payload, lose the connection. */
function fakeDatabase() {
  const connections: { channel: string; onPayload: (payload: string) => void; onLost: (error: Error) => void }[] = [];
  let refuse = false;
  return {
    connections,
    refuseNext: () => (refuse = true),
    listen: async (channel: string, onPayload: (payload: string) => void, onLost: (error: Error) => void) => {
      if (refuse) {
        refuse = false;
        throw new Error('connection refused');
      }
      connections.push({ channel, onPayload, onLost });
      return async () => undefined;
    },
  };
}

const silent = { warn: () => undefined } as unknown as Parameters<typeof followCatalogueChanges>[2];
const newCache = () => new AnswerCache({ maxBytes: 10_000, maxEntries: 100, ttlMs: 60_000 });
const store = (cache: AnswerCache, business: string, key: string) => cache.set(cache.begin(business), key, `${business}:${key}`);

describe('followCatalogueChanges', () => {
  it('caches nothing until its LISTEN holds, then drops a business named by a notification', async () => {
    const database = fakeDatabase();
    const cache = newCache();
    const feed = followCatalogueChanges(database, cache, silent, { retryMs: 0 });
    expect(cache.available).toBe(false);
    await feed.started;
    expect([cache.available, database.connections[0]?.channel]).toEqual([true, CATALOGUE_CHANGED_CHANNEL]);
    store(cache, 'b1', 'a');
    store(cache, 'b2', 'a');
    database.connections[0]!.onPayload('B1');
    expect([cache.get('b1', 'a'), cache.get('b2', 'a')]).toEqual([undefined, 'b2:a']);
    await feed.stop();
  });

  it('empties and bypasses the cache when the connection is lost, until a new LISTEN holds', async () => {
    const database = fakeDatabase();
    const cache = newCache();
    const feed = followCatalogueChanges(database, cache, silent, { retryMs: 0 });
    await feed.started;
    store(cache, 'b1', 'a');
    database.refuseNext();
    const backAgain = (async () => {
      // the refused attempt suspends again; the one after it resumes
      while (database.connections.length < 2) await once(cache.events, 'cleared');
    })();
    database.connections[0]!.onLost(new Error('server restarted'));
    expect([cache.available, cache.get('b1', 'a')]).toEqual([false, undefined]);
    store(cache, 'b1', 'a');
    expect(cache.get('b1', 'a')).toBeUndefined();
    await backAgain;
    expect(cache.available).toBe(true);
    store(cache, 'b1', 'a');
    expect(cache.get('b1', 'a')).toBe('b1:a');
    await feed.stop();
    expect(cache.available).toBe(false);
  });
});
