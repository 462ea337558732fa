import { and, asc, eq } from 'drizzle-orm';
import {
  MANUAL_OPTION_TEXTS,
  MANUAL_PAYMENT_METHODS,
  OWNER_PAYMENT_SETTINGS_MESSAGES as M,
  type ManualPaymentSettings,
  type OnlinePaymentSettings,
  type PaymentSettings,
} from '../contracts';
import { normalizeIndianMobile, normalizeUpiId } from 'shared/rules';
import type { Database } from '../db/client';
import { newId } from '../db/ids';
import { businesses, installedWidgets, paymentIntegrations } from '../db/schema';
import type { ManualPaymentConfig } from '../db/schema/payments';
import { AppError } from '../errors';
import type { PaymentSecrets } from '../payments/payment-secrets';
import { readCodSettings } from './cash-on-delivery';

type Db = Pick<Database, 'select' | 'insert' | 'update'>;
type IntegrationRow = typeof paymentIntegrations.$inferSelect;
type ManualKey = (typeof MANUAL_PAYMENT_METHODS)[number];

/** The chat widget's defaults (chat spec: themeColor #10B981, headerTitle 'Chat with us'), for a business that has none yet. */
const DEFAULT_WIDGET = { themeColor: '#10B981', headerTitle: 'Chat with us', topics: [] };

/** The business's first integration of `type` (oldest first), whether enabled or not: the one its settings edit. */
async function firstIntegration(db: Db, businessId: string, type: 'manual' | 'online'): Promise<IntegrationRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentIntegrations)
    .where(and(eq(paymentIntegrations.businessId, businessId), eq(paymentIntegrations.type, type)))
    .orderBy(asc(paymentIntegrations.createdAt), asc(paymentIntegrations.id))
    .limit(1);
  return row;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

function manualView(row: IntegrationRow | undefined): ManualPaymentSettings {
  const config = (row?.config ?? {}) as Partial<ManualPaymentConfig>;
  const details: Partial<ManualPaymentConfig['details']> = config.details ?? {};
  const on = new Set(row?.isEnabled && Array.isArray(config.options) ? config.options.map((o) => o.key) : []);
  return {
    integrationId: row?.id ?? null,
    upiEnabled: on.has('upi'),
    upiId: text(details.upiId),
    upiAccountName: text(details.upiAccountName),
    phoneEnabled: on.has('phone'),
    phoneNumber: text(details.phoneNumber),
    phoneNumberAccountName: text(details.phoneNumberAccountName),
    qrCodeEnabled: on.has('qrCode'),
    qrCode: text(details.qrCode),
    qrCodeAccountName: text(details.qrCodeAccountName),
  };
}

/** Online payments as the owner may see them: whether keys are set, never a key secret, the key id's last 4 at most. */
function onlineView(row: IntegrationRow | undefined, serverGateway: 'sandbox' | 'razorpay'): OnlinePaymentSettings {
  const keyId = text(row?.config.keyId);
  const keySecretSet = Boolean(row?.secrets.keySecret);
  return {
    integrationId: row?.id ?? null,
    enabled: row?.isEnabled ?? false,
    ownKeys: row?.provider === 'razorpay' && keyId !== null && keySecretSet,
    keyIdLast4: keyId ? keyId.slice(-4) : null,
    keySecretSet,
    testMode: row?.testMode ?? true,
    serverGateway,
  };
}

export async function readPaymentSettings(db: Db, businessId: string, serverGateway: 'sandbox' | 'razorpay'): Promise<PaymentSettings> {
  const [manual, online, widget, cashOnDelivery] = await Promise.all([
    firstIntegration(db, businessId, 'manual'),
    firstIntegration(db, businessId, 'online'),
    db.select({ settings: installedWidgets.settings }).from(installedWidgets).where(and(eq(installedWidgets.businessId, businessId), eq(installedWidgets.type, 'chatWidget'))).limit(1),
    readCodSettings(db, businessId),
  ]);
  return { manual: manualView(manual), online: onlineView(online, serverGateway), takesPayments: widget[0]?.settings.payment.isEnabled ?? false, cashOnDelivery };
}

/** The manual sheet as saved by the owner (after saveManualPaymentBodySchema): details normalised, options in the sheet's order. */
export interface ManualSave {
  upiEnabled: boolean;
  upiId: string | null;
  upiAccountName: string | null;
  phoneEnabled: boolean;
  phoneNumber: string | null;
  phoneNumberAccountName: string | null;
  qrCodeEnabled: boolean;
  qrCode: string | null;
  qrCodeAccountName: string | null;
}

/**
 * Saves the manual sheet into the business's manual integration (made on the first save). Details of an
 * option turned off are kept, so turning it on again needs no retyping; the sheet lists only options that
 * are on, and the integration is off when none is.
 */
export async function saveManualPayment(db: Db, businessId: string, body: ManualSave, now: Date): Promise<void> {
  const on: Record<ManualKey, boolean> = { qrCode: body.qrCodeEnabled, upi: body.upiEnabled, phone: body.phoneEnabled };
  const config: ManualPaymentConfig = {
    options: MANUAL_PAYMENT_METHODS.filter((key) => on[key]).map((key) => ({ key, ...MANUAL_OPTION_TEXTS[key] })),
    details: {
      qrCode: body.qrCode,
      qrCodeAccountName: body.qrCodeAccountName,
      upiId: body.upiId ? normalizeUpiId(body.upiId) : null,
      upiAccountName: body.upiAccountName,
      phoneNumber: body.phoneNumber ? normalizeIndianMobile(body.phoneNumber) : null,
      phoneNumberAccountName: body.phoneNumberAccountName,
    },
  };
  if (body.qrCode) {
    const [business] = await db.select({ subdomain: businesses.subdomain }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
    if (!body.qrCode.startsWith(`/uploads/${business?.subdomain ?? ''}/`)) throw AppError.badRequest(`Invalid body: qrCode: ${M.qrCodeUrl}`);
  }
  const isEnabled = config.options.length > 0;
  const existing = await firstIntegration(db, businessId, 'manual');
  if (existing) {
    await db.update(paymentIntegrations).set({ config, isEnabled, updatedAt: now }).where(eq(paymentIntegrations.id, existing.id));
  } else {
    await db.insert(paymentIntegrations).values({
      id: newId(now),
      businessId,
      type: 'manual',
      provider: 'manual',
      name: 'UPI / QR Code',
      testMode: false,
      isEnabled,
      config,
      secrets: {},
      createdAt: now,
      updatedAt: now,
    });
  }
  await syncWidgetPayment(db, businessId, now);
}

export interface OnlineSave {
  enabled: boolean;
  keyId?: string | null;
  keySecret?: string;
}

const keySecretRefused = (message: string) => AppError.badRequest(`Invalid body: keySecret: ${message}`);

/**
 * Online payments on or off and the business's own Razorpay keys. The key secret is sealed before it is
 * written (PaymentSecrets); a secret still stored in plaintext (from before encryption) is sealed by any save.
 * A new key id needs its secret with it: a stored secret belongs to the key id it was saved with.
 */
export async function saveOnlinePayment(db: Db, businessId: string, body: OnlineSave, secrets: PaymentSecrets, serverGateway: 'sandbox' | 'razorpay', now: Date): Promise<void> {
  const existing = await firstIntegration(db, businessId, 'online');
  const storedKeyId = text(existing?.config.keyId);
  const storedSecret = existing?.secrets.keySecret;
  type Provider = IntegrationRow['provider'];
  const serverProvider: Provider = serverGateway === 'razorpay' ? 'razorpay' : 'razorpay-sandbox';

  // null: remove the own keys; undefined: there are none and none are given
  let keys: { keyId: string; sealedSecret: string } | null | undefined;
  if (body.keyId === null) keys = null;
  else if (body.keyId !== undefined) {
    const secret = body.keySecret ?? (body.keyId === storedKeyId && storedSecret ? secrets.open(storedSecret) : undefined);
    if (!secret) throw keySecretRefused(M.keySecretRequired);
    keys = { keyId: body.keyId, sealedSecret: secrets.seal(secret) };
  } else if (body.keySecret !== undefined) {
    if (!storedKeyId || existing?.provider !== 'razorpay') throw AppError.badRequest(`Invalid body: keyId: ${M.keyId}`);
    keys = { keyId: storedKeyId, sealedSecret: secrets.seal(body.keySecret) };
  } else if (existing?.provider === 'razorpay' && storedKeyId && storedSecret) {
    keys = { keyId: storedKeyId, sealedSecret: secrets.isSealed(storedSecret) ? storedSecret : secrets.seal(storedSecret) };
  }

  const values: Pick<IntegrationRow, 'provider' | 'config' | 'secrets' | 'testMode'> =
    keys === undefined
      ? // no own keys were or are set: the server's gateway; only plaintext secrets are sealed
        { provider: existing?.provider ?? serverProvider, config: existing?.config ?? {}, secrets: sealAll(existing?.secrets ?? {}, secrets), testMode: existing?.testMode ?? serverGateway === 'sandbox' }
      : keys === null
        ? { provider: serverProvider, config: withoutKeyId(existing?.config ?? {}), secrets: {}, testMode: serverGateway === 'sandbox' }
        : { provider: 'razorpay' as const, config: { ...(existing?.config ?? {}), keyId: keys.keyId }, secrets: { keySecret: keys.sealedSecret }, testMode: keys.keyId.startsWith('rzp_test_') };

  if (existing) {
    await db.update(paymentIntegrations).set({ ...values, isEnabled: body.enabled, updatedAt: now }).where(eq(paymentIntegrations.id, existing.id));
  } else if (body.enabled || keys) {
    await db.insert(paymentIntegrations).values({
      id: newId(now),
      businessId,
      type: 'online',
      name: 'Cards, UPI & Netbanking',
      isEnabled: body.enabled,
      ...values,
      createdAt: now,
      updatedAt: now,
    });
  }
  await syncWidgetPayment(db, businessId, now);
}

const withoutKeyId = (config: Record<string, unknown>) => Object.fromEntries(Object.entries(config).filter(([key]) => key !== 'keyId'));
const sealAll = (stored: Record<string, string>, secrets: PaymentSecrets) =>
  Object.fromEntries(Object.entries(stored).map(([key, value]) => [key, secrets.isSealed(value) ? value : secrets.seal(value)]));

/**
 * Keeps the chat widget's payment setting true to the integrations: it takes payments while any is on,
 * and its selected gateway is an enabled one (the one selected before when it still is, else the manual
 * sheet, else online). A business without a widget yet gets one with the specification's defaults once it
 * takes payments.
 */
export async function syncWidgetPayment(db: Db, businessId: string, now: Date): Promise<void> {
  const enabled = await db
    .select({ id: paymentIntegrations.id, type: paymentIntegrations.type })
    .from(paymentIntegrations)
    .where(and(eq(paymentIntegrations.businessId, businessId), eq(paymentIntegrations.isEnabled, true)))
    .orderBy(asc(paymentIntegrations.createdAt), asc(paymentIntegrations.id));
  const [widget] = await db
    .select({ id: installedWidgets.id, settings: installedWidgets.settings })
    .from(installedWidgets)
    .where(and(eq(installedWidgets.businessId, businessId), eq(installedWidgets.type, 'chatWidget')))
    .limit(1);
  const current = widget?.settings.payment.selectedGatewayId ?? null;
  const selected = enabled.find((row) => row.id === current) ?? enabled.find((row) => row.type === 'manual') ?? enabled[0];
  const payment = { isEnabled: selected !== undefined, selectedGatewayId: selected?.id ?? null };
  const unchanged = widget ? widget.settings.payment.isEnabled === payment.isEnabled && current === payment.selectedGatewayId : !payment.isEnabled;
  // nothing to change writes nothing (a save that changes nothing leaves the database as it was)
  if (unchanged) return;
  if (widget) {
    await db.update(installedWidgets).set({ settings: { ...widget.settings, payment }, updatedAt: now }).where(eq(installedWidgets.id, widget.id));
  } else {
    await db
      .insert(installedWidgets)
      .values({ id: newId(now), businessId, type: 'chatWidget', allowedAllActions: true, settings: { ...DEFAULT_WIDGET, payment }, updatedAt: now })
      .onConflictDoNothing();
  }
}
