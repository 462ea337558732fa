import { makeAutoObservable, runInAction } from 'mobx';
import type { PaymentSettings, SaveCodSettingsBody, SaveOnlinePaymentBody } from 'shared';
// the owner's pages check a form with the API's own schema before sending it; they load only for owners
import { saveCodSettingsBodySchema, saveManualPaymentBodySchema, saveOnlinePaymentBodySchema } from 'shared/contracts';
import { COD_MESSAGES, OWNER_PAYMENT_SETTINGS_MESSAGES } from 'shared/constants';
import { issuesByField, serverFieldErrors, type FieldErrors } from './field-errors';
import type { PaymentSettingsApi } from './payment-settings-api';

/** The manual sheet as the owner edits it: every text as typed (empty for none). */
export interface ManualForm {
  upiEnabled: boolean;
  upiId: string;
  upiAccountName: string;
  phoneEnabled: boolean;
  phoneNumber: string;
  phoneNumberAccountName: string;
  qrCodeEnabled: boolean;
  qrCode: string;
  qrCodeAccountName: string;
}

/** Online payments as the owner edits them: a key id or secret left empty keeps the saved one. */
export interface OnlineForm {
  enabled: boolean;
  keyId: string;
  keySecret: string;
}

/** Cash on delivery as the owner edits it: the limit in whole rupees, as typed. */
export interface CodForm {
  enabled: boolean;
  limit: string;
}

/** The body of a cash-on-delivery save, or null when the limit typed is not a number of rupees. */
function codBodyOf(form: CodForm): SaveCodSettingsBody | null {
  const typed = form.limit.replace(/[,\s₹]/g, '');
  if (typed === '') return { enabled: form.enabled, limit: null };
  return /^\d+(\.\d+)?$/.test(typed) ? { enabled: form.enabled, limit: Number(typed) } : null;
}

type Status = 'loading' | 'ready' | 'failed';
const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.');

function manualFormOf(settings: PaymentSettings): ManualForm {
  const m = settings.manual;
  return {
    upiEnabled: m.upiEnabled,
    upiId: m.upiId ?? '',
    upiAccountName: m.upiAccountName ?? '',
    phoneEnabled: m.phoneEnabled,
    phoneNumber: m.phoneNumber ?? '',
    phoneNumberAccountName: m.phoneNumberAccountName ?? '',
    qrCodeEnabled: m.qrCodeEnabled,
    qrCode: m.qrCode ?? '',
    qrCodeAccountName: m.qrCodeAccountName ?? '',
  };
}

/**
 * The owner's payment settings page: the saved settings, the two forms as typed, and their errors by
 * field. A refused save keeps everything typed; a save that goes through shows the settings as stored
 * (a UPI ID lower-cased, a phone as +91…). Key secrets only ever travel from this form to the server.
 */
export class PaymentSettingsStore {
  status: Status = 'loading';
  loadError = '';
  settings: PaymentSettings | null = null;
  manual: ManualForm = manualFormOf({
    manual: { integrationId: null, upiEnabled: false, upiId: null, upiAccountName: null, phoneEnabled: false, phoneNumber: null, phoneNumberAccountName: null, qrCodeEnabled: false, qrCode: null, qrCodeAccountName: null },
    online: { integrationId: null, enabled: false, ownKeys: false, keyIdLast4: null, keySecretSet: false, testMode: true, serverGateway: 'sandbox' },
    takesPayments: false,
    cashOnDelivery: { enabled: false, limit: 0 },
  });
  manualErrors: FieldErrors = {};
  manualSaving = false;
  manualNotice = '';
  uploading = false;
  online: OnlineForm = { enabled: false, keyId: '', keySecret: '' };
  onlineErrors: FieldErrors = {};
  onlineSaving = false;
  onlineNotice = '';
  cod: CodForm = { enabled: false, limit: '' };
  codErrors: FieldErrors = {};
  codSaving = false;
  codNotice = '';

  constructor(private readonly api: PaymentSettingsApi) {
    makeAutoObservable<PaymentSettingsStore, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const settings = await this.api.read();
      runInAction(() => {
        this.apply(settings, { manual: true });
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.loadError = errorText(error);
        this.status = 'failed';
      });
    }
  }

  private apply(settings: PaymentSettings, reset: { manual: boolean }) {
    this.settings = settings;
    if (reset.manual) this.manual = manualFormOf(settings);
    this.online = { enabled: settings.online.enabled, keyId: '', keySecret: '' };
    const cod = settings.cashOnDelivery;
    this.cod = { enabled: cod.enabled, limit: cod.limit > 0 ? String(cod.limit) : '' };
  }

  setCod<K extends keyof CodForm>(field: K, value: CodForm[K]): void {
    this.cod[field] = value;
    this.codNotice = '';
    delete this.codErrors[field];
  }

  /** Saves cash on delivery: on needs a limit of whole rupees; the server checks it again. */
  async saveCod(): Promise<boolean> {
    const body = codBodyOf(this.cod);
    if (!body) {
      this.codErrors = { limit: COD_MESSAGES.limitRange };
      return false;
    }
    const parsed = saveCodSettingsBodySchema.safeParse(body);
    if (!parsed.success) {
      this.codErrors = issuesByField(parsed.error);
      return false;
    }
    this.codSaving = true;
    this.codErrors = {};
    try {
      const settings = await this.api.saveCod(parsed.data);
      runInAction(() => {
        this.apply(settings, { manual: false });
        this.codNotice = COD_MESSAGES.saved;
      });
      return true;
    } catch (error) {
      runInAction(() => (this.codErrors = serverFieldErrors(errorText(error))));
      return false;
    } finally {
      runInAction(() => (this.codSaving = false));
    }
  }

  setManual<K extends keyof ManualForm>(field: K, value: ManualForm[K]): void {
    this.manual[field] = value;
    this.manualNotice = '';
    delete this.manualErrors[field];
  }

  setOnline<K extends keyof OnlineForm>(field: K, value: OnlineForm[K]): void {
    this.online[field] = value;
    this.onlineNotice = '';
    delete this.onlineErrors[field];
  }

  async uploadQrCode(file: File): Promise<void> {
    this.uploading = true;
    delete this.manualErrors.qrCode;
    try {
      const url = await this.api.uploadImage(file);
      runInAction(() => {
        this.manual.qrCode = url;
        this.manual.qrCodeEnabled = true;
      });
    } catch (error) {
      runInAction(() => (this.manualErrors = { ...this.manualErrors, qrCode: errorText(error) }));
    } finally {
      runInAction(() => (this.uploading = false));
    }
  }

  async saveManual(): Promise<boolean> {
    const parsed = saveManualPaymentBodySchema.safeParse(this.manual);
    if (!parsed.success) {
      this.manualErrors = issuesByField(parsed.error);
      return false;
    }
    this.manualSaving = true;
    this.manualErrors = {};
    try {
      const settings = await this.api.saveManual(this.manual);
      runInAction(() => {
        this.apply(settings, { manual: true });
        this.manualNotice = OWNER_PAYMENT_SETTINGS_MESSAGES.saved;
      });
      return true;
    } catch (error) {
      runInAction(() => (this.manualErrors = serverFieldErrors(errorText(error))));
      return false;
    } finally {
      runInAction(() => (this.manualSaving = false));
    }
  }

  /** Saves the switch and any key typed; `removeKeys` drops the business's own keys instead. */
  async saveOnline(options: { removeKeys?: boolean } = {}): Promise<boolean> {
    const body: SaveOnlinePaymentBody = { enabled: this.online.enabled };
    if (options.removeKeys) body.keyId = null;
    else {
      if (this.online.keyId.trim()) body.keyId = this.online.keyId.trim();
      if (this.online.keySecret.trim()) body.keySecret = this.online.keySecret;
    }
    const parsed = saveOnlinePaymentBodySchema.safeParse(body);
    if (!parsed.success) {
      this.onlineErrors = issuesByField(parsed.error);
      return false;
    }
    this.onlineSaving = true;
    this.onlineErrors = {};
    try {
      const settings = await this.api.saveOnline(body);
      runInAction(() => {
        // the manual form keeps what is typed in it: only the online part changed
        this.apply(settings, { manual: false });
        this.onlineNotice = OWNER_PAYMENT_SETTINGS_MESSAGES.saved;
      });
      return true;
    } catch (error) {
      runInAction(() => (this.onlineErrors = serverFieldErrors(errorText(error))));
      return false;
    } finally {
      runInAction(() => (this.onlineSaving = false));
    }
  }
}
