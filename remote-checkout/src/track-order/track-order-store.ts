import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError, type OrderTimeline } from 'shared';
import type { Locale } from 'shared/i18n';
import { errorText } from '../i18n/shared-texts';
import { checkoutMessages } from '../i18n/use-t';
import type { TrackOrderApi } from './track-order-api';

export type TrackStep = 'details' | 'code' | 'timeline';

/** The tracking page's state: which step it is at, what was typed, the answer, the error to show. */
export class TrackOrderStore {
  step: TrackStep = 'details';
  orderNumber: string;
  phoneNumber = '';
  code = '';
  /** What the API said when the code went out (the same whether or not the order matched). */
  notice = '';
  error = '';
  busy = false;
  timeline: OrderTimeline | null = null;

  readonly #api: TrackOrderApi;
  readonly #subdomain: string;
  /** The page's language, for the page's own error. */
  readonly #locale: Locale;

  constructor(api: TrackOrderApi, subdomain: string, orderNumber = '', locale: Locale = 'en') {
    this.#api = api;
    this.#subdomain = subdomain;
    this.#locale = locale;
    this.orderNumber = orderNumber;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setOrderNumber = (value: string) => {
    this.orderNumber = value;
  };
  setPhoneNumber = (value: string) => {
    this.phoneNumber = value;
  };
  setCode = (value: string) => {
    this.code = value.replace(/\D/g, '').slice(0, 6);
  };

  /** Back to the order number and phone, to track another order. */
  startOver = () => {
    this.step = 'details';
    this.code = '';
    this.error = '';
    this.notice = '';
    this.timeline = null;
  };

  #who() {
    return { subdomain: this.#subdomain, orderNumber: this.orderNumber.trim(), countryCode: '+91', phoneNumber: this.phoneNumber.replace(/\D/g, '') };
  }

  async #run(work: () => Promise<void>) {
    runInAction(() => {
      this.busy = true;
      this.error = '';
    });
    try {
      await work();
    } catch (error) {
      // the API's refusal as it was sent; anything else in the page's language
      const t = checkoutMessages.now(this.#locale);
      const text = (isApiError(error) && errorText(t, error)) || t('track.failed');
      runInAction(() => {
        this.error = text;
      });
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  sendCode = () =>
    this.#run(async () => {
      const answer = await this.#api.sendCode(this.#who());
      runInAction(() => {
        this.notice = answer.message;
        this.code = '';
        this.step = 'code';
      });
    });

  showTimeline = () =>
    this.#run(async () => {
      const timeline = await this.#api.timeline({ ...this.#who(), otp: this.code });
      runInAction(() => {
        this.timeline = timeline;
        this.step = 'timeline';
      });
    });
}
