import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, CLIENT_ERROR_CODES, isApiError, NETWORK_ERROR_MESSAGE } from '../api-client/api-error';
import type { ApiClient } from '../api-client/create-api-client';
import type { OwnerProfile, Section, SectionValue, WebsitePage } from '../contracts/without-zod';
import { STORAGE_KEYS } from '../storage/keys';
import type { OwnerApi, OwnerApiOptions } from './owner-api';
import type { OwnerNetwork, SectionActionResult } from './owner-network';
import type { RootStore } from './root-store';

/**
 * Local-storage key of the logged-in owner (profile, site, edit-mode flag). The owner's access token
 * itself is `userAccessToken`, the spec's key for the "user" session type.
 */
export const OWNER_SESSION_KEY = 'ownerSession';
/** The owner's login page; an owner whose session ends while editing is sent back to it. */
export const OWNER_LOGIN_ROUTE = '/owner';

interface StoredOwnerSession {
  owner: OwnerProfile;
  subdomain: string;
  accountTypeId: string;
  editMode: boolean;
}

function parseStoredSession(value: unknown): StoredOwnerSession {
  const v = value as Partial<StoredOwnerSession> | null;
  if (!v || typeof v.owner?.name !== 'string' || typeof v.owner.email !== 'string' || typeof v.subdomain !== 'string' || typeof v.accountTypeId !== 'string') {
    throw new Error('not an owner session');
  }
  return { owner: { name: v.owner.name, email: v.owner.email }, subdomain: v.subdomain, accountTypeId: v.accountTypeId, editMode: v.editMode === true };
}

/**
 * Edit mode: the website owner's login and the section actions (edit, duplicate, hide/show, remove,
 * connect a catalogue). Each action's answer carries the page as it now is (`pageDetails`), handed to
 * whoever shows the page (`onPageDetails`), and a message shown as a success snackbar; a failure shows
 * the server's message or 'Failed to update page section data'. The network side (owner-network.ts) is
 * loaded on the owner's first action: every shopper's page carries this store, only owners need that.
 */
export class OwnerStore {
  /** The logged-in owner; null when no owner is logged in in this browser. */
  owner: OwnerProfile | null = null;
  /** The owner's site (subdomain) and business (accountTypeId). */
  subdomain: string | null = null;
  accountTypeId: string | null = null;
  /** The owner chose to edit (persisted); pages show the edit controls only on the owner's own site. */
  editMode = false;
  loggingIn = false;
  /** Ids of sections with an action on the way; their buttons wait. */
  pendingSections: string[] = [];
  /**
   * The owner kept in this browser has been read. A server-rendered page reads it only after its first
   * paint, so until then "no owner" means "not known yet", not "logged out".
   */
  restored = false;

  readonly root: RootStore;
  /**
   * The owner's API client (the `userAccessToken` bearer, refreshed as session type `user`), for the
   * owner's screens such as the inbox; each call loads the network side first.
   */
  readonly client: ApiClient = {
    get: async (...call) => (await this.#loadNetwork()).api.client.get(...call),
    post: async (...call) => (await this.#loadNetwork()).api.client.post(...call),
  };
  #listeners = new Set<(page: WebsitePage) => void>();
  /** The owner API to act through (tests pass a fake), or the options to make one when first needed. */
  readonly #api: OwnerApi | OwnerApiOptions;
  #network: Promise<OwnerNetwork> | null = null;

  constructor(root: RootStore, api: OwnerApi | OwnerApiOptions) {
    this.root = root;
    this.#api = api;
    makeAutoObservable(this, { root: false, client: false }, { autoBind: true });
  }

  get isLoggedIn(): boolean {
    return this.owner !== null;
  }

  /** The owner may edit this business's pages. */
  canEdit(accountTypeId: string | null | undefined): boolean {
    return this.owner !== null && !!accountTypeId && this.accountTypeId === accountTypeId.toLowerCase();
  }

  /** Edit controls are on for this business's pages. Chat and socket features are off meanwhile (spec). */
  isEditing(accountTypeId: string | null | undefined): boolean {
    return this.editMode && this.canEdit(accountTypeId);
  }

  isPending(sectionId: string): boolean {
    return this.pendingSections.includes(sectionId);
  }

  /** Restores the owner kept in storage; a profile without its token is dropped. */
  hydrate(): void {
    const stored = this.root.storage.readJson<StoredOwnerSession | null>(OWNER_SESSION_KEY, null, parseStoredSession);
    this.restored = true;
    if (!stored || !this.root.storage.readString(STORAGE_KEYS.userAccessToken)) {
      this.#clear();
      return;
    }
    this.#set(stored);
  }

  /** Logs the owner in on this site; on success edit mode is on. Throws the ApiError to show on failure. */
  async login(email: string, password: string, subdomain: string): Promise<void> {
    this.loggingIn = true;
    try {
      const answer = await (await this.#loadNetwork()).login({ email, password, subdomain });
      runInAction(() => {
        this.root.storage.writeString(STORAGE_KEYS.userAccessToken, answer.accessToken);
        this.#set({ owner: answer.owner, subdomain: answer.subdomain, accountTypeId: answer.accountTypeId, editMode: true });
        this.#persist();
      });
    } finally {
      runInAction(() => {
        this.loggingIn = false;
      });
    }
  }

  /** Ends the owner's session: the refresh cookie on the server, the token and profile here. */
  async logout(): Promise<void> {
    await (await this.#loadNetwork()).logout();
    runInAction(() => {
      this.#clear();
      this.root.ui.notify('Logged out successfully', 'success');
    });
  }

  /** Checks the stored token with the server (it may have been revoked) and refreshes the profile. */
  async verify(): Promise<void> {
    if (!this.owner) return;
    try {
      const answer = await (await this.#loadNetwork()).session();
      runInAction(() => {
        if (!this.owner) return;
        this.#set({ owner: answer.owner, subdomain: answer.subdomain, accountTypeId: answer.accountTypeId, editMode: this.editMode });
        this.#persist();
      });
    } catch (error) {
      // a 401 already ended the session (sessionEnded); anything else (offline) keeps the owner for now
      if (!isApiError(error) || error.status !== 401) console.error('[owner] session check failed', error);
    }
  }

  enterEditMode(): void {
    if (!this.owner) return;
    this.editMode = true;
    this.#persist();
  }

  exitEditMode(): void {
    this.editMode = false;
    this.#persist();
  }

  /**
   * The owner's token was refused (spec section 8: token already cleared). The owner is logged out here;
   * one who was editing sees the server's message and the login page, anyone else is not disturbed.
   */
  sessionEnded(message: string): void {
    const wasEditing = this.editMode;
    this.#clear();
    if (!wasEditing) return;
    this.root.ui.notify(message, 'error');
    this.root.navigate(OWNER_LOGIN_ROUTE);
  }

  /** Calls `listener` with the page each successful action answers; returns the unsubscribe. */
  onPageDetails(listener: (page: WebsitePage) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Saves edited values (merged by key on the server). */
  updateSection(sectionId: string, values: SectionValue[]): Promise<boolean> {
    return this.#act(sectionId, (network) => network.updateSection(sectionId, values));
  }

  /** Connects a catalogue to a Featured Products / Products Connection section. */
  connectCatalogue(sectionId: string, catalogue: { _id: string; slug: string }): Promise<boolean> {
    return this.#act(sectionId, (network) => network.connectCatalogue(sectionId, catalogue));
  }

  duplicateSection(section: Pick<Section, '_id'>, page: Pick<WebsitePage, '_id' | 'accountTypeId'>): Promise<boolean> {
    return this.#act(section._id, (network) => network.duplicateSection(section, page));
  }

  setSectionStatus(sectionId: string, status: 'show' | 'hide'): Promise<boolean> {
    return this.#act(sectionId, (network) => network.setSectionStatus(sectionId, status));
  }

  removeSection(sectionId: string): Promise<boolean> {
    return this.#act(sectionId, (network) => network.removeSection(sectionId));
  }

  /**
   * Uploads an image for a section's image field. Answers its address, or the message to show beside the
   * field: the server's own ('Invalid image file type…', the 5 MB limit) or a generic one. No snackbar:
   * the form shows the outcome where the owner is looking.
   */
  async uploadImage(file: File): Promise<{ url: string } | { error: string }> {
    try {
      return await (await this.#loadNetwork()).uploadImage(file, this.accountTypeId);
    } catch (error) {
      return { error: (error as Error).message };
    }
  }

  /**
   * One section action, its section pending meanwhile: the page the server answers replaces the page on
   * screen and its message shows; a failure shows its message (none for a 401, which sessionEnded
   * already explained).
   */
  async #act(sectionId: string, action: (network: OwnerNetwork) => Promise<SectionActionResult>): Promise<boolean> {
    this.pendingSections.push(sectionId);
    try {
      const result = await this.#loadNetwork().then(action, (error: Error) => ({ error: error.message }));
      runInAction(() => {
        if ('page' in result) {
          for (const listener of this.#listeners) listener(result.page);
          this.root.ui.notify(result.message, 'success');
        } else if ('error' in result) {
          this.root.ui.notify(result.error, 'error');
        }
      });
      return 'page' in result;
    } finally {
      runInAction(() => {
        this.pendingSections = this.pendingSections.filter((id) => id !== sectionId);
      });
    }
  }

  /** The network side, loaded once; a load that failed (offline) is tried again on the next action. */
  #loadNetwork(): Promise<OwnerNetwork> {
    this.#network ??= import('./owner-network')
      .then(({ createOwnerNetwork }) => createOwnerNetwork(this.#api))
      .catch((error: unknown) => {
        this.#network = null;
        throw new ApiError(0, CLIENT_ERROR_CODES.network, NETWORK_ERROR_MESSAGE, error);
      });
    return this.#network;
  }

  #set(session: StoredOwnerSession): void {
    this.owner = session.owner;
    this.subdomain = session.subdomain;
    this.accountTypeId = session.accountTypeId.toLowerCase();
    this.editMode = session.editMode;
  }

  #persist(): void {
    if (!this.owner || !this.subdomain || !this.accountTypeId) return;
    this.root.storage.writeJson(OWNER_SESSION_KEY, {
      owner: this.owner,
      subdomain: this.subdomain,
      accountTypeId: this.accountTypeId,
      editMode: this.editMode,
    } satisfies StoredOwnerSession);
  }

  #clear(): void {
    this.root.storage.remove(OWNER_SESSION_KEY);
    this.root.storage.remove(STORAGE_KEYS.userAccessToken);
    this.owner = null;
    this.subdomain = null;
    this.accountTypeId = null;
    this.editMode = false;
  }
}
