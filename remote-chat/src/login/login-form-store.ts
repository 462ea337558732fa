import { makeAutoObservable, runInAction } from 'mobx';
import { LoginError, type RootStore } from 'shared';
import { CUSTOMER_LOGIN_MESSAGES, LOGIN_CODE_DIGITS } from 'shared/constants';
import { COUNTRY_CODES, DEFAULT_COUNTRY, PHONE_MAX_DIGITS, type ChatFlowEvent } from 'shared/rules';

/** Keeps the digits of what was typed or pasted, at most `max` of them ("+91 98765-43210" → "919876543210"). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/**
 * What the forms need of the chat's flow: a way to tell it that a code went out, was verified or the
 * number is to change. Only this, so the login folder does not import the flow store that creates it.
 */
export interface LoginFlowEvents {
  dispatch(event: ChatFlowEvent): void;
}

const messageOf = (error: unknown, fallback: string): string => (error instanceof LoginError ? error.message : fallback);

/**
 * The phone-entry and code-verification forms: what was typed, the country code, the request on the way,
 * the error to show and the resend countdown. The calls are the session store's; the moves between the
 * two screens are the flow's events.
 */
export class LoginFormStore {
  countryIso = DEFAULT_COUNTRY.iso;
  phone = '';
  code = '';
  busy = false;
  error: string | null = null;
  /** Epoch ms from which another code may be asked for (the countdown on the code step). */
  resendAt = 0;
  /** Epoch ms until which sending is blocked by the server's rate limit (the countdown on the phone step). */
  blockedUntil = 0;

  readonly root: RootStore;
  readonly flow: LoginFlowEvents;

  constructor(root: RootStore, flow: LoginFlowEvents) {
    this.root = root;
    this.flow = flow;
    makeAutoObservable(this, { root: false, flow: false }, { autoBind: true });
  }

  get countryCode(): string {
    return (COUNTRY_CODES.find((country) => country.iso === this.countryIso) ?? DEFAULT_COUNTRY).dialCode;
  }

  /** Spec: "Phone send is disabled when the trimmed phone is empty." */
  get canSendCode(): boolean {
    return this.phone.trim() !== '' && !this.busy;
  }

  /** Spec: "code button disabled when trimmed code is empty." */
  get canVerify(): boolean {
    return this.code.trim() !== '' && !this.busy;
  }

  /** The number the code went to, as the code step names it. */
  get sentTo(): string {
    const pending = this.root.session.pendingLogin;
    return pending ? `${pending.countryCode} ${pending.phoneNumber}` : `${this.countryCode} ${this.phone}`;
  }

  setPhone(value: string): void {
    this.phone = digitsOnly(value, PHONE_MAX_DIGITS);
    this.error = null;
  }

  /** The code as typed or pasted (an SMS autofill included); the sixth digit submits it by itself. */
  setCode(value: string): void {
    const before = this.code;
    this.code = digitsOnly(value, LOGIN_CODE_DIGITS);
    this.error = null;
    if (this.code.length === LOGIN_CODE_DIGITS && this.code !== before) void this.submitCode();
  }

  selectCountry(iso: string): void {
    if (COUNTRY_CODES.some((country) => country.iso === iso)) this.countryIso = iso;
  }

  /** Sends the code (Send button or Enter) and moves to the code step. */
  async submitPhone(): Promise<void> {
    if (!this.canSendCode || this.secondsBlocked(this.root.now()) > 0) return;
    if (await this.#send()) this.flow.dispatch({ type: 'code-sent' });
  }

  /** Asks for another code once the countdown is over. */
  async resend(): Promise<void> {
    if (this.busy || this.secondsUntilResend(this.root.now()) > 0) return;
    const pending = this.root.session.pendingLogin;
    if (pending) {
      this.phone = pending.phoneNumber;
      const country = COUNTRY_CODES.find((c) => c.dialCode === pending.countryCode);
      if (country && this.countryCode !== pending.countryCode) this.countryIso = country.iso;
    }
    if (await this.#send()) this.flow.dispatch({ type: 'code-sent' });
  }

  /** Verifies the code (Verify button or Enter); a correct one moves on to where the flow leads. */
  async submitCode(): Promise<void> {
    if (!this.canVerify) return;
    this.busy = true;
    this.error = null;
    try {
      await this.root.session.verifyCode(this.code);
      runInAction(() => {
        this.code = '';
        this.resendAt = 0;
        this.flow.dispatch({ type: 'code-verified' });
      });
    } catch (error) {
      runInAction(() => {
        this.error = messageOf(error, CUSTOMER_LOGIN_MESSAGES.verifyCodeFailed);
      });
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** "Change number": back to the phone step with the number kept for editing. */
  changeNumber(): void {
    this.code = '';
    this.error = null;
    this.flow.dispatch({ type: 'change-number' });
  }

  secondsUntilResend(now: number): number {
    return Math.max(0, Math.ceil((this.resendAt - now) / 1_000));
  }

  secondsBlocked(now: number): number {
    return Math.max(0, Math.ceil((this.blockedUntil - now) / 1_000));
  }

  async #send(): Promise<boolean> {
    this.busy = true;
    this.error = null;
    try {
      const seconds = await this.root.session.sendCode(this.phone, this.countryCode);
      runInAction(() => {
        this.code = '';
        this.resendAt = this.root.now() + seconds * 1_000;
        this.blockedUntil = 0;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = messageOf(error, CUSTOMER_LOGIN_MESSAGES.verifyPhoneFailed);
        if (error instanceof LoginError && error.retryAfterSeconds !== undefined) {
          const until = this.root.now() + error.retryAfterSeconds * 1_000;
          this.blockedUntil = until;
          this.resendAt = until;
        }
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
