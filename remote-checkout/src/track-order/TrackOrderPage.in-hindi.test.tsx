import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type OrderTimeline } from 'shared';
import { ORDER_TRACKING_MESSAGES } from 'shared/constants';
import { renderWithStore } from 'shared/testing';
import { inHindi } from '../i18n/hindi-test-kit';
import type { TrackOrderApi } from './track-order-api';
import TrackOrderPage from './TrackOrderPage';

const SHIPPED: OrderTimeline = {
  orderNumber: 'KS-1042',
  title: 'Kanjivaram silk saree',
  status: 'Active',
  cancelReason: null,
  cancelledAt: null,
  steps: [
    { name: 'Ordered', done: true, at: '2026-11-20T06:00:00.000Z' },
    { name: 'Paid', done: true, at: '2026-11-20T06:10:00.000Z' },
    { name: 'Packed', done: true, at: '2026-11-21T06:00:00.000Z' },
    { name: 'Shipped', done: true, at: '2026-11-22T09:35:00.000Z', courier: 'Delhivery', trackingNumber: 'DLV123456' },
    { name: 'Delivered', done: false, at: null },
    { name: 'Gift wrapped', done: false, at: null },
  ],
};

const fakeApi = (over: Partial<TrackOrderApi> = {}): TrackOrderApi => ({
  sendCode: jest.fn(async () => ({ message: ORDER_TRACKING_MESSAGES.codeSent, resendAfterSeconds: 30 })),
  timeline: jest.fn(async () => SHIPPED),
  ...over,
});

async function trackTo(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('ऑर्डर नंबर'), 'KS-1042');
  await user.type(screen.getByLabelText('फ़ोन नंबर'), '9876543210');
  await user.click(screen.getByRole('button', { name: 'कोड भेजें' }));
  expect(await screen.findByRole('heading', { name: 'कोड लिखें' })).toBeInTheDocument();
  expect(screen.getByText('अगर यह ऑर्डर इसी फ़ोन नंबर से किया गया था, तो हमने उस पर कोड भेज दिया है।')).toBeInTheDocument();
  await user.type(screen.getByLabelText('कोड'), '123456');
  await user.click(screen.getByRole('button', { name: 'मेरा ऑर्डर दिखाएँ' }));
}

describe('the order tracking page in Hindi', () => {
  inHindi();

  it('asks for the order, the phone and the code in Hindi, then names each step and its time in Hindi', async () => {
    renderWithStore(<TrackOrderPage subdomain="demo" api={fakeApi()} />);
    expect(screen.getByRole('heading', { name: 'अपना ऑर्डर ट्रैक करें' })).toBeInTheDocument();
    expect(document.title).toBe('अपना ऑर्डर ट्रैक करें');
    await trackTo(userEvent.setup());

    expect(await screen.findByRole('heading', { name: 'ऑर्डर KS-1042' })).toBeInTheDocument();
    expect(screen.getByText('Kanjivaram silk saree')).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'ऑर्डर की स्थिति' })).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('.track__step-name')?.firstChild?.textContent?.trim())).toEqual([
      'ऑर्डर हुआ',
      'भुगतान हुआ',
      'पैक हुआ',
      'भेजा गया',
      'डिलीवर हुआ',
      // a stage the owner named is shown in the owner's words
      'Gift wrapped',
    ]);
    expect(steps[3]).toHaveTextContent(new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short' }).format(new Date('2026-11-22T09:35:00.000Z')));
    expect(steps[3]).toHaveTextContent('Delhivery · ट्रैकिंग नंबर DLV123456');
    expect(steps[4]).toHaveTextContent('आगे');
    expect(screen.getByRole('button', { name: 'दूसरा ऑर्डर ट्रैक करें' })).toBeInTheDocument();
  });

  it("says a cancelled order in Hindi, and the server's refusal as it sent it", async () => {
    const expired: OrderTimeline = { ...SHIPPED, status: 'Cancelled', cancelReason: 'expired', steps: SHIPPED.steps.map((s, i) => (i === 0 ? s : { ...s, done: false, at: null })) };
    const timeline = jest.fn<Promise<OrderTimeline>, []>().mockRejectedValueOnce(new ApiError(400, 'INVALID_CODE', 'Invalid code. 4 attempts left.')).mockResolvedValueOnce(expired);
    const user = userEvent.setup();
    renderWithStore(<TrackOrderPage subdomain="demo" api={fakeApi({ timeline })} />);
    await trackTo(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code. 4 attempts left.');
    await user.click(screen.getByRole('button', { name: 'मेरा ऑर्डर दिखाएँ' }));
    expect(await screen.findByRole('status')).toHaveTextContent('यह ऑर्डर समय पर भुगतान न होने से रद्द हो गया है।');
    expect(screen.getAllByText('नहीं पहुँचा')).toHaveLength(5);
  });

  it('says a failure of its own in Hindi', async () => {
    renderWithStore(<TrackOrderPage subdomain="demo" api={fakeApi({ sendCode: jest.fn(async () => Promise.reject(new TypeError('boom'))) })} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('ऑर्डर नंबर'), 'KS-1042');
    await user.type(screen.getByLabelText('फ़ोन नंबर'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'कोड भेजें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।');
  });
});
