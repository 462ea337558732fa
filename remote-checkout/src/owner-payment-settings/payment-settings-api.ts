import { uploadImageAnswerSchema, type ApiClient, type PaymentSettings, type SaveCodSettingsBody, type SaveManualPaymentBody, type SaveOnlinePaymentBody } from 'shared';
import { paymentSettingsAnswerSchema } from 'shared/contracts';
import { COD_PATHS, OWNER_PAYMENT_SETTINGS_PATHS as PATHS, UPLOAD_FILE_FIELD, UPLOAD_PATHS } from 'shared/constants';

/**
 * The payment settings' calls, through the OWNER's client (`owner.client`: the owner's token), so the
 * business is always the token's own; no call names a business.
 */
export interface PaymentSettingsApi {
  read(): Promise<PaymentSettings>;
  saveManual(body: SaveManualPaymentBody): Promise<PaymentSettings>;
  saveOnline(body: SaveOnlinePaymentBody): Promise<PaymentSettings>;
  /** Cash on delivery on or off, and its order limit in rupees. */
  saveCod(body: SaveCodSettingsBody): Promise<PaymentSettings>;
  /** Uploads the QR code image through the owner's image upload (checked and re-encoded by sharp); answers its path. */
  uploadImage(file: File): Promise<string>;
}

export function createPaymentSettingsApi(client: ApiClient): PaymentSettingsApi {
  return {
    read: async () => (await client.get(PATHS.read, null, paymentSettingsAnswerSchema)).data,
    saveManual: async (body) => (await client.post(PATHS.saveManual, body, paymentSettingsAnswerSchema)).data,
    saveOnline: async (body) => (await client.post(PATHS.saveOnline, body, paymentSettingsAnswerSchema)).data,
    saveCod: async (body) => (await client.post(COD_PATHS.settings, body, paymentSettingsAnswerSchema)).data,
    async uploadImage(file) {
      const form = new FormData();
      form.append(UPLOAD_FILE_FIELD, file);
      return (await client.post(UPLOAD_PATHS.image, form, uploadImageAnswerSchema)).data.url;
    },
  };
}
