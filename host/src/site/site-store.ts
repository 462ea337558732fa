import { makeAutoObservable, runInAction } from 'mobx';
import { pageAnswerSchema, type PageAnswer, type WebsitePage } from 'shared';
import { API_PATHS } from 'shared/constants';
import type { ApiClient } from 'shared';

export type SiteState =
  | { status: 'loading' }
  | { status: 'ready'; answer: PageAnswer }
  /** No page at this path; `frame` is a page of the site (its home) whose header and navigation surround the not-found screen, null when the site has none. */
  | { status: 'not-found'; frame: PageAnswer | null }
  | { status: 'error'; message: string };

/** The page the shell shows: loaded by site and path, one request at a time, latest wins. */
export class SiteStore {
  state: SiteState = { status: 'loading' };
  /** The first page's body is on screen: optional parts (the chat) may load from now on. */
  contentShown = false;
  private requestId = 0;
  /** The route whose page the server rendered: its first load is already done. */
  private preloadedRoute: string | null = null;

  constructor(
    private readonly api: ApiClient,
    readonly subdomain: string,
    /** A server-rendered page: the answer it was rendered from, for the route it was rendered at. */
    preloaded?: { route: string; answer: PageAnswer },
  ) {
    if (preloaded) {
      this.state = { status: 'ready', answer: preloaded.answer };
      this.preloadedRoute = preloaded.route;
    }
    makeAutoObservable<SiteStore, 'api' | 'requestId' | 'preloadedRoute' | 'homeFrame'>(this, { api: false, requestId: false, preloadedRoute: false, homeFrame: false });
  }

  markContentShown(): void {
    this.contentShown = true;
  }

  /** Edit mode: the page an owner's action answered (`pageDetails`) replaces the one on screen, if it is that page. */
  replacePage(page: WebsitePage): void {
    if (this.state.status !== 'ready' || this.state.answer.websitePage._id !== page._id) return;
    this.state = { status: 'ready', answer: { ...this.state.answer, websitePage: page } };
  }

  get answer(): PageAnswer | null {
    return this.state.status === 'ready' ? this.state.answer : null;
  }

  /**
   * The page whose header, navigation and footer surround a screen that is not a page of the site (a
   * missing page, order tracking): the page on screen, or the one that framed a missing page.
   */
  get frame(): PageAnswer | null {
    return this.state.status === 'ready' ? this.state.answer : this.state.status === 'not-found' ? this.state.frame : null;
  }

  /**
   * A frame for a screen of the shell's own when no page of the site is on screen (a visitor who
   * arrived there first, from an order's link): the site's home, loaded as the page on screen, so
   * moving on to it later costs nothing. A site without a home ends not found, without a frame.
   */
  async loadFrame(): Promise<void> {
    if (this.frame || this.state.status === 'not-found') return;
    await this.load('/');
  }

  async load(customRoute: string): Promise<void> {
    if (this.preloadedRoute !== null) {
      const preloaded = this.preloadedRoute === customRoute;
      this.preloadedRoute = null;
      if (preloaded) return;
    }
    const id = ++this.requestId;
    // the frame a missing page would get
    const shownFrame = this.frame;
    // Keep the current page on screen while the next one loads; only the first load shows the loader.
    if (this.state.status !== 'ready') this.state = { status: 'loading' };
    try {
      const answer = await this.api.get(API_PATHS.page, { subdomain: this.subdomain, customRoute }, pageAnswerSchema);
      if (id !== this.requestId) return;
      runInAction(() => {
        this.state = { status: 'ready', answer };
      });
    } catch (error) {
      if (id !== this.requestId) return;
      const status = (error as { status?: number }).status;
      if (status !== 404) {
        runInAction(() => {
          this.state = { status: 'error', message: messageOf(error) };
        });
        return;
      }
      const frame = shownFrame ?? (await this.homeFrame(customRoute));
      if (id !== this.requestId) return;
      runInAction(() => {
        this.state = { status: 'not-found', frame };
      });
    }
  }

  /**
   * The site's home, whose header and navigation surround a missing page's not-found screen when no
   * page of the site was on screen (a link's target keeps the frame of the page it was followed from);
   * null when the home is missing too (no such site) or cannot be loaded.
   */
  private async homeFrame(customRoute: string): Promise<PageAnswer | null> {
    if (customRoute === '/') return null;
    try {
      return await this.api.get(API_PATHS.page, { subdomain: this.subdomain, customRoute: '/' }, pageAnswerSchema);
    } catch {
      return null;
    }
  }
}

/** A page's failure that says nothing of its own: the error screen says it in the page's language. */
export const PAGE_NOT_LOADED = 'The page could not be loaded.';

/** The error's own message (the API's answer, as it sent it), or PAGE_NOT_LOADED. */
function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : PAGE_NOT_LOADED;
}
