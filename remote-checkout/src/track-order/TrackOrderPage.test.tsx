import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { ApiError, type OrderTimeline } from 'shared';
import { renderWithStore } from 'shared/testing';
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
  ],
};

function fakeApi(timeline: OrderTimeline = SHIPPED, over: Partial<TrackOrderApi> = {}): jest.Mocked<TrackOrderApi> {
  return {
    sendCode: jest.fn(async () => ({ message: 'If this order was placed with this phone number, we have sent it a code.', resendAfterSeconds: 30 })),
    timeline: jest.fn(async () => timeline),
    ...over,
  } as jest.Mocked<TrackOrderApi>;
}

async function trackTo(user: ReturnType<typeof userEvent.setup>, code = '123456') {
  await user.type(screen.getByLabelText('Order number'), 'KS-1042');
  await user.type(screen.getByLabelText('Phone number'), '98765 43210');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await user.type(await screen.findByLabelText('Code'), code);
  await user.click(screen.getByRole('button', { name: 'Show my order' }));
}

describe('TrackOrderPage', () => {
  it('asks for the order and phone, then the code, then shows each step with its time, courier and tracking number', async () => {
    const api = fakeApi();
    renderWithStore(<TrackOrderPage subdomain="demo" api={api} />);
    const user = userEvent.setup();
    await trackTo(user);
    expect(api.sendCode).toHaveBeenCalledWith({ subdomain: 'demo', orderNumber: 'KS-1042', countryCode: '+91', phoneNumber: '9876543210' });
    expect(api.timeline).toHaveBeenCalledWith(expect.objectContaining({ orderNumber: 'KS-1042', otp: '123456' }));

    expect(await screen.findByRole('heading', { name: 'Order KS-1042' })).toHaveFocus();
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('.track__step-name')?.firstChild?.textContent?.trim())).toEqual(['Ordered', 'Paid', 'Packed', 'Shipped', 'Delivered']);
    expect(steps[3]).toHaveTextContent('22 Nov, 3:05 pm');
    expect(steps[3]).toHaveTextContent('Delhivery · Tracking number DLV123456');
    expect(steps[4]).toHaveTextContent('Upcoming');
  });

  it('says when an order expired unpaid', async () => {
    const expired: OrderTimeline = { ...SHIPPED, status: 'Cancelled', cancelReason: 'expired', cancelledAt: '2026-11-21T06:00:00.000Z', steps: SHIPPED.steps.map((s, i) => (i === 0 ? s : { ...s, done: false, at: null })) };
    renderWithStore(<TrackOrderPage subdomain="demo" api={fakeApi(expired)} />);
    await trackTo(userEvent.setup());
    expect(await screen.findByRole('status')).toHaveTextContent('This order expired: it was not paid in time and has been cancelled.');
    expect(screen.getAllByText('Not reached')).toHaveLength(4);
  });

  it("shows the server's refusal of a wrong code and keeps the form", async () => {
    const api = fakeApi(SHIPPED, { timeline: jest.fn(async () => Promise.reject(new ApiError(400, 'INVALID_CODE', 'Invalid code. 4 attempts left.'))) });
    renderWithStore(<TrackOrderPage subdomain="demo" api={api} />);
    await trackTo(userEvent.setup(), '000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code. 4 attempts left.');
    expect(screen.getByLabelText('Code')).toBeInTheDocument();
  });

  it('takes the order number from the address', async () => {
    window.history.pushState({}, '', '/track-order?order=KS-7');
    renderWithStore(<TrackOrderPage subdomain="demo" api={fakeApi()} />);
    expect(screen.getByLabelText('Order number')).toHaveValue('KS-7');
    window.history.pushState({}, '', '/');
  });

  it('is accessible on a phone and on a laptop, at every step', async () => {
    for (const isMobile of [true, false]) {
      const { container, unmount } = renderWithStore(<TrackOrderPage subdomain="demo" api={fakeApi()} />, { isMobile });
      const check = async () => {
        const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
        expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      };
      await check();
      await trackTo(userEvent.setup());
      await screen.findByRole('list', { name: 'Order progress' });
      await act(async () => check());
      unmount();
    }
  });
});
