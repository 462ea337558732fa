import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import {
  OWNER_PAYMENT_SETTINGS_MESSAGES as M,
  OWNER_PAYMENT_SETTINGS_PATHS as PATHS,
  PAYMENT_PATHS,
  SITE_CHANGED_HEADER,
  type PaymentIntegrationAnswer,
  type PaymentMethodsAnswer,
  type PaymentSettingsAnswer,
} from '../../contracts';
import { PAYMENT_SETTINGS_RULE_MESSAGES as RULE } from 'shared/rules';
import { installedWidgets, paymentIntegrations } from '../../db/schema';
import { describeEachDatabase } from '../../test/databases';
import { call, castOf, type Cast, type Person } from '../../test/people-and-orders';

/** A key secret unique to this run, so finding it anywhere is a leak, not a coincidence. */
const KEY_SECRET = `sk_${randomBytes(12).toString('hex')}`;
const KEY_ID = 'rzp_test_Owner1234Keys';

const manual = (over: Record<string, unknown> = {}) => ({
  upiEnabled: true,
  upiId: 'NewShop@okhdfcbank',
  upiAccountName: 'New Shop Payee',
  phoneEnabled: false,
  phoneNumber: null,
  phoneNumberAccountName: null,
  qrCodeEnabled: false,
  qrCode: null,
  qrCodeAccountName: null,
  ...over,
});

describeEachDatabase("the owner's payment settings", (ctx) => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOf(ctx);
  });
  const read = (who: Person | undefined) => call<PaymentSettingsAnswer>(ctx, 'GET', PATHS.read, { token: who?.token });
  const saveManual = (who: Person | undefined, body: Record<string, unknown>) => call<PaymentSettingsAnswer>(ctx, 'POST', PATHS.saveManual, { token: who?.token, body });
  const saveOnline = (who: Person | undefined, body: Record<string, unknown>) => call<PaymentSettingsAnswer>(ctx, 'POST', PATHS.saveOnline, { token: who?.token, body });
  const shopperMethods = (who: Person, subdomain: string) =>
    call<PaymentMethodsAnswer>(ctx, 'POST', PAYMENT_PATHS.methods, { token: who.token, body: { customerId: who.id, subdomain } });
  const shopperSheet = (who: Person, subdomain: string, gatewayId: string) =>
    call<PaymentIntegrationAnswer>(ctx, 'POST', PAYMENT_PATHS.integration, { token: who.token, body: { gatewayId, customerId: who.id, subdomain } });
  const onlineRow = async (businessId: string) =>
    (await ctx.db.select().from(paymentIntegrations).where(and(eq(paymentIntegrations.businessId, businessId), eq(paymentIntegrations.type, 'online'))))[0]!;

  it("reads the seeded sheet, and of the seeded gateway only that a secret is set and its key id's last 4", async () => {
    const res = await read(cast.owner);
    expect(res.status).toBe(200);
    expect(res.body.data.manual).toMatchObject({ upiEnabled: true, upiId: 'kaverihandlooms@okaxis', upiAccountName: 'Kaveri Handlooms', phoneEnabled: true, qrCodeEnabled: true });
    expect(res.body.data.online).toMatchObject({ enabled: true, keySecretSet: true, keyIdLast4: 'demo', ownKeys: false });
    expect(JSON.stringify(res.body)).not.toMatch(/sandbox_secret_kaveri_demo|rzp_test_kaveridemo/);
  });

  it("changes the shopper's payment sheet at once: the UPI payment goes to the saved UPI ID and payee", async () => {
    const gatewayId = (await read(cast.owner)).body.data.manual.integrationId!;
    // read first: a cached sheet would be what comes back if the save did not reach it
    expect((await shopperSheet(cast.customerA, 'demo', gatewayId)).body.data.config.details?.upiId).toBe('kaverihandlooms@okaxis');
    const saved = await saveManual(cast.owner, manual({ phoneEnabled: true, phoneNumber: '98450 12345' }));
    expect(saved.status).toBe(200);
    expect(saved.body.data.manual).toMatchObject({ upiId: 'newshop@okhdfcbank', phoneNumber: '+919845012345', qrCodeEnabled: false });
    const sheet = (await shopperSheet(cast.customerA, 'demo', gatewayId)).body.data.config;
    expect(sheet.details).toMatchObject({ upiId: 'newshop@okhdfcbank', upiAccountName: 'New Shop Payee', phoneNumber: '+919845012345' });
    expect(sheet.options.map((o) => o.key)).toEqual(['upi', 'phone']);
  });

  it("tells the host's server to drop the site's cached pages after a save", async () => {
    const res = await ctx.app.inject({ method: 'POST', url: PATHS.saveManual, headers: { authorization: `Bearer ${cast.owner.token}` }, payload: manual() });
    expect(res.statusCode).toBe(200);
    expect(res.headers[SITE_CHANGED_HEADER]).toBe('1');
  });

  it('lets a business that took no payments start taking them by saving its UPI ID', async () => {
    expect((await shopperMethods(cast.sunriseCustomer, 'sunrise')).body.data).toEqual([]);
    const saved = await saveManual(cast.otherOwner, manual({ upiId: 'sunrise@ybl', upiAccountName: 'Sunrise Bakes' }));
    expect(saved.body.data.takesPayments).toBe(true);
    const [method] = (await shopperMethods(cast.sunriseCustomer, 'sunrise')).body.data;
    expect(method).toMatchObject({ type: 'manual', selected: true });
    expect((await shopperSheet(cast.sunriseCustomer, 'sunrise', method!._id)).body.data.config.details?.upiId).toBe('sunrise@ybl');
    // and the demo owner's settings are untouched by sunrise's
    expect((await read(cast.owner)).body.data.manual.upiId).toBe('newshop@okhdfcbank');
  });

  it.each([
    ['a UPI ID without handle@psp', { upiId: 'newshop' }, 'upiId', RULE.upiId],
    ['UPI on without a UPI ID', { upiId: '' }, 'upiId', M.upiIdRequired],
    ['a UPI ID without a payee name', { upiAccountName: '  ' }, 'upiAccountName', RULE.payeeRequired],
    ['a payee name with markup', { upiAccountName: '<b>Shop</b>' }, 'upiAccountName', RULE.payeeName],
    ['a phone that is not an Indian mobile', { phoneEnabled: true, phoneNumber: '12345' }, 'phoneNumber', RULE.phone],
    ['QR on without an image', { qrCodeEnabled: true }, 'qrCode', M.qrCodeRequired],
    ['a QR image from elsewhere', { qrCodeEnabled: true, qrCode: 'https://evil.example/qr.png' }, 'qrCode', M.qrCodeUrl],
    ["a QR image of another site's uploads", { qrCodeEnabled: true, qrCode: '/uploads/sunrise/uploads/0123456789abcdef01234567.png' }, 'qrCode', M.qrCodeUrl],
  ])('refuses %s, naming the field, and keeps what was saved', async (_what, over, field, message) => {
    const res = await saveManual(cast.owner, manual(over));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((res.body as unknown as { message: string }).message).toContain(`${field}: ${message}`);
    expect((await read(cast.owner)).body.data.manual.upiId).toBe('newshop@okhdfcbank');
  });

  it("shows the uploaded QR image on the shopper's sheet", async () => {
    const qrCode = '/uploads/demo/uploads/0123456789abcdef01234567.png';
    const saved = await saveManual(cast.owner, manual({ qrCodeEnabled: true, qrCode, qrCodeAccountName: 'New Shop' }));
    expect(saved.status).toBe(200);
    const sheet = (await shopperSheet(cast.customerA, 'demo', saved.body.data.manual.integrationId!)).body.data.config;
    expect(sheet.options.map((o) => o.key)).toEqual(['qrCode', 'upi']);
    expect(sheet.details).toMatchObject({ qrCode, qrCodeAccountName: 'New Shop' });
  });

  it('stores the Razorpay key secret encrypted, never answers it, and opens it only for the gateway', async () => {
    const res = await saveOnline(cast.owner, { enabled: true, keyId: KEY_ID, keySecret: KEY_SECRET });
    expect(res.status).toBe(200);
    expect(res.body.data.online).toMatchObject({ enabled: true, ownKeys: true, keySecretSet: true, keyIdLast4: 'Keys', testMode: true });
    expect(JSON.stringify(res.body)).not.toContain(KEY_SECRET);
    expect(JSON.stringify((await read(cast.owner)).body)).not.toContain(KEY_SECRET);

    const row = await onlineRow(cast.demoId);
    expect(row.provider).toBe('razorpay');
    expect(JSON.stringify(row)).not.toContain(KEY_SECRET);
    expect(row.secrets.keySecret).toMatch(/^enc:v1:/);
    expect(ctx.app.paymentSecrets.open(row.secrets.keySecret!)).toBe(KEY_SECRET);

    // what the shopper's panels read of it holds no secret either
    const sheet = await shopperSheet(cast.customerA, 'demo', row.id);
    expect(sheet.status).toBe(200);
    expect(JSON.stringify(sheet.body)).not.toContain(KEY_SECRET);
  });

  it('keeps the stored secret when only the switch changes, and asks for the secret of a new key id', async () => {
    const off = await saveOnline(cast.owner, { enabled: false });
    expect(off.body.data.online).toMatchObject({ enabled: false, ownKeys: true, keySecretSet: true });
    const row = await onlineRow(cast.demoId);
    expect(ctx.app.paymentSecrets.open(row.secrets.keySecret!)).toBe(KEY_SECRET);

    const newId = await saveOnline(cast.owner, { enabled: true, keyId: 'rzp_live_Another12345' });
    expect(newId.status).toBe(400);
    expect((newId.body as unknown as { message: string }).message).toContain(`keySecret: ${M.keySecretRequired}`);
    expect(await saveOnline(cast.owner, { enabled: true, keySecret: 'short' })).toMatchObject({ status: 400 });
  });

  it("moves the widget's selected gateway to an enabled one when the selected one is turned off", async () => {
    const { manual: m, online } = (await read(cast.owner)).body.data;
    await saveOnline(cast.owner, { enabled: true });
    await saveManual(cast.owner, manual({ upiEnabled: false }));
    const [widget] = await ctx.db.select().from(installedWidgets).where(eq(installedWidgets.businessId, cast.demoId));
    expect(widget!.settings.payment).toEqual({ isEnabled: true, selectedGatewayId: online.integrationId });
    // the details of an option turned off are kept for turning it on again
    expect((await read(cast.owner)).body.data.manual).toMatchObject({ upiEnabled: false, upiId: 'newshop@okhdfcbank', integrationId: m.integrationId });
  });

  it('removes the own keys with keyId null: the server gateway takes the payments again', async () => {
    const res = await saveOnline(cast.owner, { enabled: true, keyId: null });
    expect(res.body.data.online).toMatchObject({ ownKeys: false, keySecretSet: false, keyIdLast4: null, serverGateway: 'sandbox' });
    expect((await onlineRow(cast.demoId)).provider).toBe('razorpay-sandbox');
  });

  it.each([
    ['anonymous', (): Person | undefined => undefined, 401],
    ["a customer's token", (): Person | undefined => cast.customerA, 403],
  ] as const)('refuses %s', async (_who, who, status) => {
    expect((await read(who())).status).toBe(status);
    expect((await saveManual(who(), manual())).status).toBe(status);
    expect((await saveOnline(who(), { enabled: false })).status).toBe(status);
  });

  it('refuses a body naming another business or unknown fields', async () => {
    expect((await saveManual(cast.owner, { ...manual(), businessId: cast.sunriseId })).status).toBe(400);
    expect((await saveOnline(cast.owner, { enabled: true, provider: 'razorpay' })).status).toBe(400);
  });
});
