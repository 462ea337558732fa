import { createApiClient, type ApiClient } from '../api-client/create-api-client';
import { DEFAULT_LOCALE, localeOfTag, type Locale } from '../i18n/locales';
import { readCookie, type CookieJar } from '../storage/cookies';
import { STORAGE_KEYS } from '../storage/keys';
import { browserStorage, type SafeStorage } from '../storage/safe-storage';
import { loadSchemas, schemasLoaded } from '../storage/stored-schemas-loader';
import { CartStore } from './cart-store';
import type { OwnerApi } from './owner-api';
import { OWNER_SESSION_KEY, OwnerStore } from './owner-store';
import { QueryCache } from './query-cache';
import { SessionStore } from './session-store';
import { UiStore, type UiWindow } from './ui-store';

/** Where the app goes when the API logs the user out. */
export const LOGOUT_ROUTE = '/logout';

export interface RootStoreOptions {
  /** The API client; default one built on `baseUrl` and `storage` whose onLogout is `handleLogout`. */
  api?: ApiClient;
  /** API origin for the default client; '' (the page's origin, forwarded by the host) by default. */
  baseUrl?: string;
  /** fetch for the default client; default the global fetch. */
  fetchImpl?: typeof fetch;
  /** Browser storage; default local storage with the session-storage fallback. */
  storage?: SafeStorage;
  /** Cookie access; default `document`; null for none. */
  cookies?: CookieJar | null;
  /** The window the ui store watches for the breakpoint; default `window`; null for none. */
  window?: UiWindow | null;
  /** The page's host name; default `window.location.hostname`. */
  getHostname?: () => string;
  /** Clock, epoch ms; default Date.now. */
  now?: () => number;
  /** In-app navigation (the host passes its router's); default a full page load. */
  navigate?: (path: string) => void;
  /** Edit mode's network side; default one on `baseUrl` and `storage` with the owner's token. */
  ownerApi?: OwnerApi;
  /** The first screen's API answers (server-rendered pages); default an empty cache. */
  queries?: QueryCache;
  /**
   * A server-rendered page: getRootStore does not read the browser's storage yet, so the page hydrates
   * with what the server rendered (no session, empty cart); `attachBrowser` reads it afterwards.
   */
  deferBrowserState?: boolean;
  /** The language the page speaks; default the document's `<html lang>` (the server's choice), else English. */
  locale?: Locale;
}

const browserWindow = (): (Window & typeof globalThis) | null => (typeof window === 'undefined' ? null : window);

/**
 * The one root of the page's state (MobX "defining data stores"): it creates the domain stores and
 * passes itself in, so a store reaches another through `root`. The API client is injected here and
 * handed to the stores that talk to the server. Reach it with `useStore()`, never by creating another.
 */
export class RootStore {
  readonly storage: SafeStorage;
  readonly cookies: CookieJar | null;
  readonly api: ApiClient;
  readonly getHostname: () => string;
  readonly now: () => number;
  readonly session: SessionStore;
  readonly cart: CartStore;
  readonly ui: UiStore;
  /** The website owner and edit mode. */
  readonly owner: OwnerStore;
  /** The first screen's API answers, rendered on the server and sent with the page. */
  readonly queries: QueryCache;
  /**
   * The language of the page, fixed for its life: the server renders in it and the browser hydrates in
   * it; choosing another loads the page again (shared/i18n chooseLocale).
   */
  readonly locale: Locale;
  #navigate: (path: string) => void;

  constructor(options: RootStoreOptions = {}) {
    const win = browserWindow();
    this.storage = options.storage ?? browserStorage;
    this.cookies = options.cookies !== undefined ? options.cookies : typeof document === 'undefined' ? null : document;
    this.getHostname = options.getHostname ?? (() => win?.location.hostname ?? '');
    this.now = options.now ?? Date.now;
    this.locale = options.locale ?? (typeof document === 'undefined' ? DEFAULT_LOCALE : localeOfTag(document.documentElement.lang));
    this.#navigate = options.navigate ?? ((path) => win?.location.assign(path));
    this.api =
      options.api ??
      createApiClient({
        baseUrl: options.baseUrl ?? '',
        storage: this.storage,
        getHostname: this.getHostname,
        onLogout: (message) => this.handleLogout(message),
        ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
      });
    this.queries = options.queries ?? new QueryCache();
    this.session = new SessionStore(this, this.api);
    this.cart = new CartStore(this, this.api);
    this.ui = new UiStore(this, options.window !== undefined ? options.window : win);
    this.owner = new OwnerStore(
      this,
      options.ownerApi ?? {
        baseUrl: options.baseUrl ?? '',
        storage: this.storage,
        onLogout: (message) => this.owner.sessionEnded(message),
        ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
      },
    );
  }

  /**
   * Reads what the browser kept: the session, then the cart. Stored data is parsed with zod's schemas,
   * which the page loads after its first paint: before they are here, this loads them and reads then.
   * Returns the store.
   */
  hydrate(): this {
    if (!schemasLoaded() && this.#keepsStoredState()) {
      void this.whenHydrated();
      return this;
    }
    this.session.hydrate();
    this.cart.hydrate();
    this.owner.hydrate();
    this.#hydrated = true;
    return this;
  }

  /**
   * Whether the browser keeps anything the stores read back. A first visit keeps nothing, and then
   * nothing needs zod's schemas: the page never loads them for it.
   */
  #keepsStoredState(): boolean {
    const stored = [STORAGE_KEYS.chatSession, STORAGE_KEYS.webCart, OWNER_SESSION_KEY].some((key) => this.storage.readString(key) !== null);
    return stored || readCookie(STORAGE_KEYS.chatSession, this.cookies) !== null;
  }

  #hydrated = false;
  #hydrating: Promise<void> | null = null;

  /** Resolves once what the browser kept has been read (loading the schemas first if need be). */
  whenHydrated(): Promise<void> {
    if (!this.#hydrated && !this.#keepsStoredState()) this.hydrate();
    if (this.#hydrated) return Promise.resolve();
    this.#hydrating ??= loadSchemas().then(() => {
      if (!this.#hydrated) this.hydrate();
    });
    return this.#hydrating;
  }

  /**
   * After a server-rendered page has hydrated: reads what the browser kept (session, cart, edit mode)
   * and starts following the viewport, so those parts change once, after the server's HTML is live.
   * Resolves once the stored state is read.
   */
  attachBrowser(win: UiWindow): Promise<this> {
    this.ui.watchViewport(win);
    return this.whenHydrated().then(() => {
      // EditModeSync's check ran before the owner was read; check the stored owner now.
      void this.owner.verify();
      return this;
    });
  }

  /** Lets the host route in-app (its router's navigate) instead of loading a new page. */
  setNavigator(navigate: (path: string) => void): void {
    this.#navigate = navigate;
  }

  navigate(path: string): void {
    this.#navigate(path);
  }

  /**
   * The API logged the user out (spec section 8): the client already cleared the token; end the
   * session, show the server's message as an error, and go to /logout.
   */
  handleLogout(message: string): void {
    // the token is already refused: end it here; /logout then ends the server's refresh session
    this.session.endSession();
    this.ui.notify(message, 'error');
    this.navigate(LOGOUT_ROUTE);
  }

  /** Removes listeners and timers (tests, or a standalone remote unmounting). */
  dispose(): void {
    this.ui.dispose();
  }
}

let instance: RootStore | null = null;

/**
 * The page's root store, created (and hydrated) on the first call. Module federation shares this module
 * once between the host and the remotes, so every caller gets the same instance. `options` apply only
 * to the call that creates it.
 */
export function getRootStore(options?: RootStoreOptions): RootStore {
  if (!instance) {
    instance = new RootStore(options);
    if (!options?.deferBrowserState) instance.hydrate();
  }
  return instance;
}
