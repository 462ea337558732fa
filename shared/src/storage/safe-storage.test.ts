import { createMemoryStorage, createSafeStorage, type StorageLike } from './safe-storage';

const throwing = (): StorageLike => ({
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
});

describe('createSafeStorage', () => {
  it('reads and writes JSON in local storage', () => {
    const local = createMemoryStorage();
    const storage = createSafeStorage({ local: () => local, session: () => createMemoryStorage() });
    expect(storage.writeJson('webCart', [{ id: 1 }])).toBe(true);
    expect(local.data.get('webCart')).toBe('[{"id":1}]');
    expect(storage.readJson('webCart', [])).toEqual([{ id: 1 }]);
  });

  it('returns the fallback for a missing key', () => {
    const storage = createSafeStorage({ local: () => createMemoryStorage(), session: () => createMemoryStorage() });
    expect(storage.readJson('nope', 'fallback')).toBe('fallback');
    expect(storage.readString('nope')).toBeNull();
  });

  it('falls back to session storage when the local save fails, and reads it back', () => {
    const session = createMemoryStorage();
    const storage = createSafeStorage({ local: throwing, session: () => session });
    expect(storage.writeJson('webCart', [1, 2])).toBe(true);
    expect(session.data.get('webCart')).toBe('[1,2]');
    expect(storage.readJson('webCart', [])).toEqual([1, 2]);
  });

  it('drops the session copy once local storage takes the value again', () => {
    const local = createMemoryStorage();
    const session = createMemoryStorage({ webCart: '[1]' });
    const storage = createSafeStorage({ local: () => local, session: () => session });
    storage.writeJson('webCart', [2]);
    expect(session.data.has('webCart')).toBe(false);
    expect(storage.readJson('webCart', [])).toEqual([2]);
  });

  it('reports failure when no storage takes the value, without throwing', () => {
    const storage = createSafeStorage({ local: throwing, session: () => null });
    expect(storage.writeString('k', 'v')).toBe(false);
    expect(storage.readString('k')).toBeNull();
    expect(() => storage.remove('k')).not.toThrow();
  });

  it('survives a storage whose very lookup throws', () => {
    const storage = createSafeStorage({
      local: () => {
        throw new Error('denied');
      },
      session: () => null,
    });
    expect(storage.readJson('k', 7)).toBe(7);
    expect(storage.writeJson('k', 1)).toBe(false);
  });

  it('removes an unparseable value and returns the fallback', () => {
    const local = createMemoryStorage({ webCart: '{not json' });
    const storage = createSafeStorage({ local: () => local, session: () => createMemoryStorage() });
    expect(storage.readJson('webCart', [])).toEqual([]);
    expect(local.data.has('webCart')).toBe(false);
  });

  it('removes a value its parser rejects', () => {
    const local = createMemoryStorage({ webCartTotalCount: '"three"' });
    const storage = createSafeStorage({ local: () => local, session: () => createMemoryStorage() });
    const parseCount = (v: unknown) => {
      if (typeof v !== 'number') throw new Error('not a count');
      return v;
    };
    expect(storage.readJson('webCartTotalCount', 0, parseCount)).toBe(0);
    expect(local.data.has('webCartTotalCount')).toBe(false);
  });

  it('does not write values JSON cannot hold', () => {
    const local = createMemoryStorage();
    const storage = createSafeStorage({ local: () => local, session: () => null });
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(storage.writeJson('k', circular)).toBe(false);
    expect(local.data.size).toBe(0);
  });

  it('uses the real browser storage by default (jsdom)', () => {
    const storage = createSafeStorage();
    storage.writeJson('probe', { ok: true });
    expect(window.localStorage.getItem('probe')).toBe('{"ok":true}');
    storage.remove('probe');
    expect(window.localStorage.getItem('probe')).toBeNull();
  });
});
