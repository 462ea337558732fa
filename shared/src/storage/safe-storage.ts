/** The part of the Web Storage API used here (localStorage, sessionStorage, or a test double). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Storage access that never throws: private modes, sandboxed frames and full quotas make the Web
 * Storage API throw, and a storefront must keep working without it.
 */
export interface SafeStorage {
  /** The stored text, from local storage or, failing that, the session-storage fallback; null if absent. */
  readString(key: string): string | null;
  /** Saves text in local storage; if that fails, in session storage. False when neither took it. */
  writeString(key: string, value: string): boolean;
  /**
   * The stored JSON value, passed through `parse` (which throws on a wrong shape). A value that is not
   * JSON or that `parse` rejects is removed and the fallback returned (spec: "A cart that cannot be parsed
   * is reset to empty"; "unparseable stored enquiry data is removed").
   */
  readJson<T>(key: string, fallback: T, parse?: (value: unknown) => T): T;
  /** Saves a value as JSON, with the same session-storage fallback as writeString. */
  writeJson(key: string, value: unknown): boolean;
  /** Removes the key from both local and session storage. */
  remove(key: string): void;
}

export interface SafeStorageOptions {
  /** Where local storage comes from; default `globalThis.localStorage`. Asked at each call. */
  local?: () => StorageLike | null | undefined;
  /** Where the fallback session storage comes from; default `globalThis.sessionStorage`. */
  session?: () => StorageLike | null | undefined;
}

const defaultLocal = () => globalThis.localStorage;
const defaultSession = () => globalThis.sessionStorage;

/** Reaching `window.localStorage` itself throws in some sandboxes, so even the lookup is guarded. */
function reach(get: () => StorageLike | null | undefined): StorageLike | null {
  try {
    return get() ?? null;
  } catch {
    return null;
  }
}

function attempt<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

export function createSafeStorage(options: SafeStorageOptions = {}): SafeStorage {
  const local = () => reach(options.local ?? defaultLocal);
  const session = () => reach(options.session ?? defaultSession);

  const storage: SafeStorage = {
    readString(key) {
      const fromLocal = attempt(() => local()?.getItem(key) ?? null, null);
      if (fromLocal !== null) return fromLocal;
      return attempt(() => session()?.getItem(key) ?? null, null);
    },

    writeString(key, value) {
      const savedLocally = attempt(() => {
        const target = local();
        if (!target) return false;
        target.setItem(key, value);
        return true;
      }, false);
      if (savedLocally) {
        // an older copy left by the fallback must not outlive the fresh one
        attempt(() => session()?.removeItem(key), undefined);
        return true;
      }
      return attempt(() => {
        const target = session();
        if (!target) return false;
        target.setItem(key, value);
        return true;
      }, false);
    },

    readJson<T>(key: string, fallback: T, parse?: (value: unknown) => T): T {
      const raw = storage.readString(key);
      if (raw === null) return fallback;
      try {
        const value: unknown = JSON.parse(raw);
        return parse ? parse(value) : (value as T);
      } catch {
        storage.remove(key);
        return fallback;
      }
    },

    writeJson(key, value) {
      const text = attempt<string | undefined>(() => JSON.stringify(value), undefined);
      return text === undefined ? false : storage.writeString(key, text);
    },

    remove(key) {
      attempt(() => local()?.removeItem(key), undefined);
      attempt(() => session()?.removeItem(key), undefined);
    },
  };
  return storage;
}

/** The browser's storage (local, with the session fallback). Safe to import where there is no window. */
export const browserStorage: SafeStorage = createSafeStorage();

/** An in-memory StorageLike, for tests and for running without a browser. */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike & { readonly data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}
