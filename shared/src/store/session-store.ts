import { makeAutoObservable, runInAction } from 'mobx';
import { customDomainSite } from './custom-domain-site';
import { isApiError } from '../api-client/api-error';
import type { ApiClient } from '../api-client/create-api-client';
import { AUTH_PATHS, CUSTOMER_AUTH_PATHS, CUSTOMER_LOGIN_ERROR_CODES, CUSTOMER_LOGIN_MESSAGES, LOGIN_CODE_RESEND_SECONDS, SESSION_TYPE_HEADER } from '../contracts/values';
import { logoutAnswerSchema, sendCodeAnswerSchema, verifyCodeAnswerSchema, verifySessionAnswerSchema, type CustomerData } from '../contracts/without-zod';
import { SESSION_EXPIRATION_MS } from '../rules/constants';
import { isSessionValid, sessionExpiry } from '../rules/session/session-validity';
import { clearAccessTokens, readAccessToken, writeAccessToken } from '../storage/access-token';
import { decodeChatSession, encodeChatSession, type ChatSession } from '../storage/chat-session';
import { readCookie, removeCookie, writeCookie } from '../storage/cookies';
import { STORAGE_KEYS, hostTokenKey } from '../storage/keys';
import { OWNER_SESSION_KEY } from './owner-store';
import type { RootStore } from './root-store';

/** The logged-in customer, as the header, profile and chat show them. */
export interface Customer {
  customerId: string;
  name: string;
  phoneNumber: string;
  countryCode: string;
}

/** The phone number a code was sent to; the code is verified against it. */
export interface PendingLogin {
  phoneNumber: string;
  countryCode: string;
}

/**
 * A login step failed: `message` is the text to show (the specification's, or the server's for a rate
 * limit); `retryAfterSeconds` how long to wait before asking for another code, when the server said.
 */
export class LoginError extends Error {
  override readonly name = 'LoginError';
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, retryAfterSeconds?: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * The LoginError of a failed code check. A wrong code: the spec's 'Invalid verification code…'. A
 * refusal the server explained (expired or locked code, rate limit, inactive account): its message, so
 * the shopper knows to ask for a new code or to wait rather than retype a dead one. No answer, or a
 * server failure: the spec's 'Failed to verify OTP…'.
 */
export function verifyCodeError(error: unknown): LoginError {
  if (!isApiError(error)) return new LoginError(CUSTOMER_LOGIN_MESSAGES.verifyCodeFailed);
  // a code that is not six digits is as wrong as a wrong one (the server's words name the field)
  if (error.code === CUSTOMER_LOGIN_ERROR_CODES.invalidCode || error.code === 'VALIDATION_ERROR') {
    return new LoginError(CUSTOMER_LOGIN_MESSAGES.invalidCode);
  }
  const explained = error.status >= 400 && error.status < 500 && error.code !== undefined && error.message.trim() !== '';
  if (!explained) return new LoginError(CUSTOMER_LOGIN_MESSAGES.verifyCodeFailed);
  return new LoginError(error.message, error.status === 429 ? error.retryAfterSeconds : undefined);
}

/** What `verifyRestoredSession` found. */
export type SessionCheck = 'verified' | 'rejected' | 'unreachable' | 'none';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The site the login calls name: the host name's first label (`demo.localhost` → `demo`, a leading
 * `www.` ignored). A host that names no site (plain `localhost`, an IP address) answers `localhost`,
 * which the API serves as its default site, as the page call does.
 */
function siteSubdomainOf(hostname: string): string {
  const host = hostname.trim().toLowerCase();
  const labels = host.replace(/^www\./, '').split('.').filter(Boolean);
  if (labels.length < 2 || IPV4.test(host) || host.includes(':')) return 'localhost';
  return labels[0] ?? 'localhost';
}

/**
 * The customer's session: who is logged in (phone-code verified), kept in local storage and in the
 * `chatSession` cookie in encoded form, with the access token beside it under the site's own key.
 * Anonymous visitors have none. Holds the phone-code login (send code, verify code), the server check of
 * a restored session, and logout.
 */
export class SessionStore {
  /** The restored or started session; null while anonymous. */
  session: ChatSession | null = null;
  /** The server confirmed this session in this page (after a login, or `verifyRestoredSession`). */
  verified = false;
  /** Where the last code went, between "Send code" and "Verify"; null otherwise. */
  pendingLogin: PendingLogin | null = null;

  readonly root: RootStore;
  /** The API, for the login, verification and logout calls. */
  readonly api: ApiClient;
  #checking: Promise<SessionCheck> | null = null;

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

  /** The site the login calls name (`subdomain` of the bodies); on a custom domain, the one the page names. */
  get subdomain(): string {
    return customDomainSite() ?? siteSubdomainOf(this.root.getHostname());
  }

  /** The bearer token the API client sends (per-host token, else userAccessToken). Not observable. */
  getAccessToken(): string | null {
    return readAccessToken(this.root.storage, this.root.getHostname())?.token ?? null;
  }

  /**
   * Restores the stored session (local storage, else the cookie) when `isSessionValid` accepts it for
   * this host and time; otherwise clears what was stored. The server's check of a restored session is
   * `verifyRestoredSession`, which the chat widget runs after this.
   */
  hydrate(): void {
    this.verified = false;
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
   * Sends a login code to the phone number. Resolves with the seconds before another code may be asked
   * for (the countdown). Rejects with a LoginError: the server's message and wait for a rate limit (429),
   * 'Failed to send verification code…' when the server refused, 'Failed to verify phone number…' when
   * there was no usable answer.
   */
  async sendCode(phoneNumber: string, countryCode: string): Promise<number> {
    const login = { phoneNumber: phoneNumber.trim(), countryCode: countryCode.trim() };
    try {
      const answer = await this.api.post(CUSTOMER_AUTH_PATHS.sendCode, { ...login, subdomain: this.subdomain }, sendCodeAnswerSchema);
      runInAction(() => {
        this.pendingLogin = login;
      });
      return answer.resendAfterSeconds;
    } catch (error) {
      if (isApiError(error) && error.status === 429) {
        throw new LoginError(error.message, error.retryAfterSeconds ?? LOGIN_CODE_RESEND_SECONDS);
      }
      // the server refused the number; anything else (no answer, an unreadable one) is the "exception" row
      const refused = isApiError(error) && error.status >= 400;
      throw new LoginError(refused ? CUSTOMER_LOGIN_MESSAGES.sendFailed : CUSTOMER_LOGIN_MESSAGES.verifyPhoneFailed);
    }
  }

  /**
   * Verifies the code sent by `sendCode` and starts the session with the answer. Rejects with a
   * LoginError (see verifyCodeError): the spec's string for a wrong code, the server's own message for
   * an expired or locked code or a rate limit, 'Failed to verify OTP…' when the server said nothing.
   */
  async verifyCode(otp: string): Promise<ChatSession> {
    const login = this.pendingLogin;
    if (!login) throw new LoginError(CUSTOMER_LOGIN_MESSAGES.verifyCodeFailed);
    try {
      const answer = await this.api.post(CUSTOMER_AUTH_PATHS.verifyCode, { ...login, otp: otp.trim(), subdomain: this.subdomain }, verifyCodeAnswerSchema);
      return runInAction(() => {
        const session = this.startSession(answer.customerData, answer.token);
        this.pendingLogin = null;
        this.verified = true;
        return session;
      });
    } catch (error) {
      throw verifyCodeError(error);
    }
  }

  /**
   * The server's check of a restored session (spec: it "must return message success, otherwise the
   * session is cleared"). 'verified': kept and marked verified. 'rejected': any answer but success, the
   * session is cleared. 'unreachable': no answer at all (offline); the session is kept unverified, since
   * no answer is not a refusal, and the next call checks again. 'none': nothing to check. Concurrent
   * calls share one request.
   */
  verifyRestoredSession(): Promise<SessionCheck> {
    this.#checking ??= this.#check().finally(() => {
      this.#checking = null;
    });
    return this.#checking;
  }

  /**
   * Starts a session after the phone code is verified: stores it (local storage and a SameSite=Strict
   * cookie living as long as the session, 864,000 s) and the token under the site's key.
   */
  startSession(customer: Customer, token: string): ChatSession {
    const session: ChatSession = {
      customerId: customer.customerId,
      name: customer.name,
      phoneNumber: customer.phoneNumber,
      countryCode: customer.countryCode,
      hostname: this.root.getHostname(),
      expiration: SESSION_EXPIRATION_MS,
      expiresAt: sessionExpiry(this.root.now()),
    };
    this.#store(session);
    writeAccessToken(this.root.storage, this.root.getHostname(), token);
    this.session = session;
    return session;
  }

  /**
   * Logs the customer out: the session ends here at once (stored session, cookie and the customer's
   * token; an owner logged in to edit the site stays logged in), and the server is asked in the
   * background to end the customer's refresh session (`POST /auth/logout`, `X-Session-Type: customer`).
   * Synchronous for its callers, so a view updates at once; a failed server call is only logged.
   */
  logout(): void {
    let call: Promise<unknown>;
    try {
      // started before the token is cleared, so it still carries the customer's bearer token
      call = this.api.post(AUTH_PATHS.logout, undefined, logoutAnswerSchema, { headers: { [SESSION_TYPE_HEADER]: 'customer' } });
    } catch (error) {
      call = Promise.reject(error);
    }
    this.endSession();
    call.catch((error: unknown) => console.warn('[session] logout call failed', error));
  }

  /**
   * Ends the session in this browser only: forgets the customer and removes the session, the cookie and
   * the customer's token. `userAccessToken` goes too unless it is the logged-in owner's.
   */
  endSession(): void {
    this.#clearStoredSession();
    clearAccessTokens(this.root.storage, this.root.getHostname(), { keepUserToken: this.#ownerLoggedIn() });
    this.session = null;
    this.verified = false;
    this.pendingLogin = null;
  }

  async #check(): Promise<SessionCheck> {
    const session = this.session;
    if (!session) return 'none';
    try {
      const answer = await this.api.post(
        CUSTOMER_AUTH_PATHS.verifySession,
        { customerId: session.customerId, phoneNumber: session.phoneNumber, countryCode: session.countryCode, subdomain: this.subdomain },
        verifySessionAnswerSchema,
      );
      runInAction(() => {
        if (this.session?.customerId !== session.customerId) return;
        this.verified = true;
        this.#refreshCustomer(answer.customerData);
      });
      return 'verified';
    } catch (error) {
      if (isApiError(error) && error.status === 0) return 'unreachable';
      runInAction(() => {
        // a login that happened meanwhile is not the session that failed
        if (this.session?.customerId === session.customerId) this.endSession();
      });
      return 'rejected';
    }
  }

  /** Keeps the stored customer in step with the server (a name changed by the business). */
  #refreshCustomer(data: CustomerData): void {
    const current = this.session;
    if (!current || (current.name === data.name && current.phoneNumber === data.phoneNumber && current.countryCode === data.countryCode)) return;
    const session = { ...current, name: data.name, phoneNumber: data.phoneNumber, countryCode: data.countryCode };
    this.#store(session);
    this.session = session;
  }

  /** Writes the encoded session to local storage and the cookie, the cookie living until the session's expiry. */
  #store(session: ChatSession): void {
    const encoded = encodeChatSession(session);
    this.root.storage.writeString(STORAGE_KEYS.chatSession, encoded);
    const maxAgeSeconds = Math.min(SESSION_EXPIRATION_MS, session.expiresAt - this.root.now()) / 1_000;
    writeCookie(STORAGE_KEYS.chatSession, encoded, maxAgeSeconds, this.root.cookies);
  }

  /** An owner (edit mode) is logged in in this browser: `userAccessToken` is theirs. */
  #ownerLoggedIn(): boolean {
    return this.root.owner?.isLoggedIn === true || this.root.storage.readString(OWNER_SESSION_KEY) !== null;
  }

  /** Removes the stored session and the site's own token (a token without its session is useless). */
  #clearStoredSession(): void {
    this.root.storage.remove(STORAGE_KEYS.chatSession);
    removeCookie(STORAGE_KEYS.chatSession, this.root.cookies);
    const key = hostTokenKey(this.root.getHostname());
    if (key) this.root.storage.remove(key);
  }
}
