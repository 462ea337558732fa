import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { ApiError, type PaymentSettings } from 'shared';
import { COD_MESSAGES, OWNER_PAYMENT_SETTINGS_MESSAGES as M } from 'shared/constants';
import { PAYMENT_SETTINGS_RULE_MESSAGES as RULE } from 'shared/rules';
import { renderWithStore } from 'shared/testing';
import type { PaymentSettingsApi } from './payment-settings-api';
import OwnerPaymentSettings from './OwnerPaymentSettings';

const SAVED: PaymentSettings = {
  manual: {
    integrationId: 'a'.repeat(24),
    upiEnabled: true,
    upiId: 'kaverihandlooms@okaxis',
    upiAccountName: 'Kaveri Handlooms',
    phoneEnabled: false,
    phoneNumber: null,
    phoneNumberAccountName: null,
    qrCodeEnabled: false,
    qrCode: null,
    qrCodeAccountName: null,
  },
  online: { integrationId: 'b'.repeat(24), enabled: true, ownKeys: true, keyIdLast4: 'Keys', keySecretSet: true, testMode: true, serverGateway: 'sandbox' },
  takesPayments: true,
  cashOnDelivery: { enabled: false, limit: 0 },
};

function fakeApi(over: Partial<PaymentSettingsApi> = {}): jest.Mocked<PaymentSettingsApi> {
  return {
    read: jest.fn(async () => SAVED),
    saveManual: jest.fn(async (body) => ({ ...SAVED, manual: { ...SAVED.manual, ...body, upiId: String(body.upiId).toLowerCase() } as PaymentSettings['manual'] })),
    saveOnline: jest.fn(async () => SAVED),
    saveCod: jest.fn(async (body) => ({ ...SAVED, cashOnDelivery: { enabled: body.enabled, limit: body.limit ?? 0 } })),
    uploadImage: jest.fn(async () => '/uploads/demo/uploads/0123456789abcdef01234567.png'),
    ...over,
  } as jest.Mocked<PaymentSettingsApi>;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function setup(api = fakeApi(), isMobile = false) {
  const view = renderWithStore(<OwnerPaymentSettings api={api} />, { isMobile });
  await act(settle);
  return { ...view, api, user: userEvent.setup() };
}

const manualForm = () => screen.getByRole('form', { name: 'UPI, phone and QR code' });
const onlineForm = () => screen.getByRole('form', { name: 'Cards, UPI and netbanking online' });
const codForm = () => screen.getByRole('form', { name: 'Cash on delivery' });

describe('OwnerPaymentSettings: cash on delivery', () => {
  it('turns it on with an order limit in rupees and shows it as saved', async () => {
    const { api, user } = await setup();
    expect(screen.getByTestId('cod-status')).toHaveTextContent('Not offered.');
    await user.click(within(codForm()).getByLabelText('Offer cash on delivery'));
    await user.type(within(codForm()).getByLabelText('Order limit (₹)'), '5,000');
    await user.click(within(codForm()).getByRole('button', { name: 'Save cash on delivery' }));
    expect(api.saveCod).toHaveBeenCalledWith({ enabled: true, limit: 5000 });
    expect(screen.getByTestId('cod-status')).toHaveTextContent('Offered for orders up to ₹5,000.');
    expect(within(codForm()).getByRole('status')).toHaveTextContent(COD_MESSAGES.saved);
  });

  it.each([
    ['', COD_MESSAGES.limitRequired],
    ['0', COD_MESSAGES.limitRange],
    ['99.5', COD_MESSAGES.limitRange],
    ['five hundred', COD_MESSAGES.limitRange],
  ])('refuses on with the limit "%s" beside the field and sends nothing', async (limit, message) => {
    const { api, user } = await setup();
    await user.click(within(codForm()).getByLabelText('Offer cash on delivery'));
    const field = within(codForm()).getByLabelText('Order limit (₹)');
    if (limit) await user.type(field, limit);
    await user.click(within(codForm()).getByRole('button', { name: 'Save cash on delivery' }));
    expect(api.saveCod).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field).toHaveFocus();
  });

  it('turns it off keeping the saved limit', async () => {
    const api = fakeApi({ read: jest.fn(async () => ({ ...SAVED, cashOnDelivery: { enabled: true, limit: 3000 } })) });
    const { user } = await setup(api);
    expect(within(codForm()).getByLabelText('Order limit (₹)')).toHaveValue('3000');
    await user.click(within(codForm()).getByLabelText('Offer cash on delivery'));
    await user.click(within(codForm()).getByRole('button', { name: 'Save cash on delivery' }));
    expect(api.saveCod).toHaveBeenCalledWith({ enabled: false, limit: 3000 });
  });
});

describe('OwnerPaymentSettings', () => {
  it('shows the saved UPI ID and payee, and of the online keys only that they are saved', async () => {
    await setup();
    expect(screen.getByRole('heading', { name: 'Payment settings', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('UPI ID')).toHaveValue('kaverihandlooms@okaxis');
    expect(screen.getByLabelText('Payee name')).toHaveValue('Kaveri Handlooms');
    expect(screen.getByLabelText('Take payments to my UPI ID')).toBeChecked();
    expect(screen.getByLabelText('Razorpay Key Secret')).toHaveValue('');
    expect(screen.getByTestId('online-keys-status')).toHaveTextContent(/Key Id ending Keys, test mode.*never shown/);
  });

  it('is accessible on a laptop and on a phone', async () => {
    for (const isMobile of [false, true]) {
      const { container, unmount } = await setup(fakeApi(), isMobile);
      // jsdom lays nothing out, so contrast is left to the browser check
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      unmount();
    }
  });

  it('refuses a UPI ID that is not handle@psp beside the field, keeps everything typed and takes the keyboard there', async () => {
    const { api, user } = await setup();
    const upi = screen.getByLabelText('UPI ID');
    await user.clear(upi);
    await user.type(upi, 'myshop');
    await user.clear(screen.getByLabelText('Payee name'));
    await user.type(screen.getByLabelText('Payee name'), 'My Shop');
    await user.click(within(manualForm()).getByRole('button', { name: 'Save UPI and QR settings' }));
    expect(api.saveManual).not.toHaveBeenCalled();
    expect(upi).toHaveAccessibleDescription(RULE.upiId);
    expect(upi).toHaveAttribute('aria-invalid', 'true');
    expect(upi).toHaveFocus();
    expect(upi).toHaveValue('myshop');
    expect(screen.getByLabelText('Payee name')).toHaveValue('My Shop');
  });

  it('saves the sheet with the keyboard and shows it as stored', async () => {
    const { api, user } = await setup();
    const upi = screen.getByLabelText('UPI ID');
    await user.clear(upi);
    await user.type(upi, 'NewShop@ybl{Enter}');
    expect(api.saveManual).toHaveBeenCalledWith(expect.objectContaining({ upiEnabled: true, upiId: 'NewShop@ybl', upiAccountName: 'Kaveri Handlooms' }));
    expect(upi).toHaveValue('newshop@ybl');
    expect(within(manualForm()).getByRole('status')).toHaveTextContent(M.saved);
  });

  it('uploads the QR code image and turns the QR option on', async () => {
    const { api, user } = await setup();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'qr.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload the QR code image'), file);
    await act(settle);
    expect(api.uploadImage).toHaveBeenCalledWith(file);
    expect(screen.getByRole('img', { name: 'Your UPI QR code as shoppers see it' })).toHaveAttribute('src', '/uploads/demo/uploads/0123456789abcdef01234567.png');
    expect(screen.getByLabelText('Show my UPI QR code')).toBeChecked();
  });

  it("shows the server's refusal beside the Key Secret and keeps the Key Id typed", async () => {
    const api = fakeApi({ saveOnline: jest.fn(async () => Promise.reject(new ApiError(400, 'VALIDATION_ERROR', `Invalid body: keySecret: ${M.keySecretRequired}`))) });
    const { user } = await setup(api);
    const keyId = screen.getByLabelText('Razorpay Key Id');
    await user.type(keyId, 'rzp_live_Another12345');
    await user.click(within(onlineForm()).getByRole('button', { name: 'Save online payments' }));
    expect(api.saveOnline).toHaveBeenCalledWith({ enabled: true, keyId: 'rzp_live_Another12345' });
    expect(screen.getByLabelText('Razorpay Key Secret')).toHaveAccessibleDescription(new RegExp(M.keySecretRequired));
    expect(keyId).toHaveValue('rzp_live_Another12345');
  });

  it('sends a typed Key Secret only to the save, and removes the saved keys on request', async () => {
    const { api, user } = await setup();
    await user.type(screen.getByLabelText('Razorpay Key Secret'), 'a-new-secret-of-24-chars');
    await user.click(within(onlineForm()).getByRole('button', { name: 'Save online payments' }));
    expect(api.saveOnline).toHaveBeenLastCalledWith({ enabled: true, keySecret: 'a-new-secret-of-24-chars' });
    expect(screen.getByLabelText('Razorpay Key Secret')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Remove my Razorpay keys' }));
    expect(api.saveOnline).toHaveBeenLastCalledWith({ enabled: true, keyId: null });
  });

  it('offers Try Again when the settings cannot be read', async () => {
    const api = fakeApi({ read: jest.fn().mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR', 'Unable to reach the server.')).mockResolvedValue(SAVED) });
    const { user } = await setup(api);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to reach the server.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await act(settle);
    expect(screen.getByLabelText('UPI ID')).toHaveValue('kaverihandlooms@okaxis');
  });
});
