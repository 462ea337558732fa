import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '../api-client/api-error';
import { AUTH_PATHS, PAGE_EDIT_MESSAGES, PAGE_EDIT_PATHS, UPLOAD_FILE_FIELD, UPLOAD_MESSAGES, UPLOAD_PATHS } from '../contracts/values';
import {
  errorAnswerSchema,
  ownerSessionAnswerSchema,
  pageEditAnswerSchema,
  uploadImageAnswerSchema,
  type OwnerProfile,
  type PageEditAnswer,
  type Section,
  type SectionValue,
  type WebsitePage,
} from '../contracts/without-zod';
import { STORAGE_KEYS } from '../storage/keys';
import type { OwnerApi } from './owner-api';
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

/** The server's own message in a failed answer, or null when it gave none (or never answered). */
function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status === 0) return null;
  // An answer from the server came through the API client, which loaded the schemas to read it.
  const body = errorAnswerSchema.loaded()?.safeParse(error.details);
  return body?.success && body.data.message ? body.data.message : null;
}

/**
 * Edit mode: the website owner's login and the section actions (edit, duplicate, hide/show, remove,
 * connect a catalogue). Each action's answer carries the page as it now is (`pageDetails`), handed to
 * whoever shows the page (`onPageDetails`), and a message shown as a success snackbar; a failure shows
 * the server's message or 'Failed to update page section data'.
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
  readonly api: OwnerApi;
  #listeners = new Set<(page: WebsitePage) => void>();

  constructor(root: RootStore, api: OwnerApi) {
    this.root = root;
    this.api = api;
    makeAutoObservable(this, { root: false, api: false }, { autoBind: true });
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
      const answer = await this.api.login({ email, password, subdomain });
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
    await this.api.logout();
    runInAction(() => {
      this.#clear();
      this.root.ui.notify('Logged out successfully', 'success');
    });
  }

  /** Checks the stored token with the server (it may have been revoked) and refreshes the profile. */
  async verify(): Promise<void> {
    if (!this.owner) return;
    try {
      const answer = await this.api.client.get(AUTH_PATHS.ownerSession, null, ownerSessionAnswerSchema);
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
    return this.#act(sectionId, PAGE_EDIT_PATHS.updateSection, { sectionId, values });
  }

  /** Connects a catalogue to a Featured Products / Products Connection section. */
  connectCatalogue(sectionId: string, catalogue: { _id: string; slug: string }): Promise<boolean> {
    const values: SectionValue[] = [
      { key: 'catalogueId', value: catalogue._id, type: 'catalogue' },
      { key: 'catalogueSlug', value: catalogue.slug, type: 'catalogue' },
    ];
    return this.#act(sectionId, PAGE_EDIT_PATHS.updateSection, { sectionId, values }, PAGE_EDIT_MESSAGES.connectCatalogueError);
  }

  duplicateSection(section: Pick<Section, '_id'>, page: Pick<WebsitePage, '_id' | 'accountTypeId'>): Promise<boolean> {
    return this.#act(section._id, PAGE_EDIT_PATHS.duplicateSection, { sectionId: section._id, pageId: page._id, accountTypeId: page.accountTypeId });
  }

  setSectionStatus(sectionId: string, status: 'show' | 'hide'): Promise<boolean> {
    return this.#act(sectionId, PAGE_EDIT_PATHS.sectionStatus, { sectionId, status });
  }

  removeSection(sectionId: string): Promise<boolean> {
    return this.#act(sectionId, PAGE_EDIT_PATHS.removeSection, { sectionId });
  }

  /**
   * Uploads an image for a section's image field. Answers its address, or the message to show beside the
   * field: the server's own ('Invalid image file type…', the 5 MB limit) or a generic one. No snackbar:
   * the form shows the outcome where the owner is looking.
   */
  async uploadImage(file: File): Promise<{ url: string } | { error: string }> {
    const form = new FormData();
    form.append(UPLOAD_FILE_FIELD, file);
    const query = this.accountTypeId ? `?accountTypeId=${encodeURIComponent(this.accountTypeId)}` : '';
    try {
      const answer = await this.api.client.post(`${UPLOAD_PATHS.image}${query}`, form, uploadImageAnswerSchema);
      return { url: answer.data.responsiveUrl ?? answer.data.url };
    } catch (error) {
      return { error: serverMessage(error) ?? UPLOAD_MESSAGES.failed };
    }
  }

  /**
   * One section action: the page the server answers replaces the page on screen, and its message shows.
   * A refused call shows the server's message or 'Failed to update page section data'; a call that threw
   * without an answer shows `thrown` (for connecting a catalogue, the spec's own words). A 401 was
   * already explained by sessionEnded.
   */
  async #act(sectionId: string, path: string, body: unknown, thrown: string = PAGE_EDIT_MESSAGES.updateFailed): Promise<boolean> {
    this.pendingSections.push(sectionId);
    try {
      const answer: PageEditAnswer = await this.api.client.post(path, body, pageEditAnswerSchema);
      runInAction(() => {
        for (const listener of this.#listeners) listener(answer.pageDetails);
        this.root.ui.notify(answer.message, 'success');
      });
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 401) return false;
      const answered = isApiError(error) && error.status > 0 && error.code !== 'INVALID_RESPONSE';
      const message = serverMessage(error) ?? (answered ? PAGE_EDIT_MESSAGES.updateFailed : thrown);
      this.root.ui.notify(message, 'error');
      return false;
    } finally {
      runInAction(() => {
        this.pendingSections = this.pendingSections.filter((id) => id !== sectionId);
      });
    }
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
