import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../api-client/create-api-client';
import { SESSION_EXPIRATION_MS } from '../rules/constants';
import { isSessionValid, sessionExpiry } from '../rules/session-validity';
import { clearAccessTokens, readAccessToken, writeAccessToken } from '../storage/access-token';
import { decodeChatSession, encodeChatSession, type ChatSession } from '../storage/chat-session';
import { readCookie, removeCookie, writeCookie } from '../storage/cookies';
import { STORAGE_KEYS, hostTokenKey } from '../storage/keys';
import type { RootStore } from './root-store';

/** The logged-in customer, as the header, profile and chat show them. */
export interface Customer {
  customerId: string;
  name: string;
  phoneNumber: string;
  countryCode: string;
}

/**
 * The customer's session: who is logged in (phone-code verified), kept in local storage and in the
 * `chatSession` cookie in encoded form, with the access token beside it. Anonymous visitors have none.
 */
export class SessionStore {
  /** The restored or started session; null while anonymous. */
  session: ChatSession | null = null;

  readonly root: RootStore;
  /** The API, for the verification and logout calls that come with the chat login. */
  readonly api: ApiClient;

  constructor(root: RootStore, api: ApiClient) {
    this.root = root;
    this.api = api;
    makeAutoObservable(this, { root: false, api: false }, { autoBind: true });
  }

  get customer(): Customer | null {
    if (!this.session) return null;
    const { customerId, name, phoneNumber, countryCode } = this.session;
    return { customerId, name, phoneNumber, countryCode };
  }

  get isLoggedIn(): boolean {
    return this.session !== null;
  }

  /** The bearer token the API client sends (per-host token, else userAccessToken). Not observable. */
  getAccessToken(): string | null {
    return readAccessToken(this.root.storage, this.root.getHostname())?.token ?? null;
  }

  /**
   * Restores the stored session (local storage, else the cookie) when `isSessionValid` accepts it for
   * this host and time; otherwise clears what was stored. The server's verification of a restored
   * session belongs to the chat login flow and runs after this.
   */
  hydrate(): void {
    const encoded = this.root.storage.readString(STORAGE_KEYS.chatSession) ?? readCookie(STORAGE_KEYS.chatSession, this.root.cookies);
    if (encoded === null) return;
    const stored = decodeChatSession(encoded);
    if (stored && isSessionValid(stored, { hostname: this.root.getHostname(), now: this.root.now() })) {
      this.session = stored;
      return;
    }
    this.#clearStoredSession();
    this.session = null;
  }

  /**
   * Starts a session after the phone code is verified: stores it (local storage and a Secure,
   * SameSite=Strict cookie living as long as the session, 864,000 s) and the token under the site's key.
   */
  startSession(customer: Customer, token: string): ChatSession {
    const now = this.root.now();
    const session: ChatSession = {
      ...customer,
      hostname: this.root.getHostname(),
      expiration: SESSION_EXPIRATION_MS,
      expiresAt: sessionExpiry(now),
    };
    const encoded = encodeChatSession(session);
    this.root.storage.writeString(STORAGE_KEYS.chatSession, encoded);
    writeCookie(STORAGE_KEYS.chatSession, encoded, SESSION_EXPIRATION_MS / 1_000, this.root.cookies);
    writeAccessToken(this.root.storage, this.root.getHostname(), token);
    this.session = session;
    return session;
  }

  /** Ends the session: forgets the customer and removes the session and tokens from storage and cookie. */
  logout(): void {
    this.#clearStoredSession();
    clearAccessTokens(this.root.storage, this.root.getHostname());
    this.session = null;
  }

  /** Removes the stored session and the site's own token (a token without its session is useless). */
  #clearStoredSession(): void {
    this.root.storage.remove(STORAGE_KEYS.chatSession);
    removeCookie(STORAGE_KEYS.chatSession, this.root.cookies);
    const key = hostTokenKey(this.root.getHostname());
    if (key) this.root.storage.remove(key);
  }
}
