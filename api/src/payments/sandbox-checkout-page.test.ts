/**
 * @jest-environment jsdom
 */
import { SANDBOX_GATEWAY_PATHS } from '../contracts';
import { sandboxCheckoutPage } from './sandbox-checkout-page';

const OPENER = 'http://demo.localhost:3000';

/** Shows the page in this document and runs its script, with `fetch` answering `answer`. */
function showPage(answer: { ok: boolean; body: unknown }) {
  const html = sandboxCheckoutPage({ businessName: 'Kaveri <Handlooms> & Home', amountPaise: 1234550, orderId: 'order_ABCDEFGHIJKLMN', openerOrigin: OPENER, nonce: 'n0nce' });
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.body.innerHTML = parsed.body.innerHTML;
  const fetchMock = jest.fn(async () => ({ ok: answer.ok, json: async () => answer.body }));
  Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true });
  const posted = jest.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
  const script = parsed.querySelector('script')?.textContent ?? '';
  new Function(script)();
  return { fetchMock, posted, html };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const click = (id: string) => document.getElementById(id)?.dispatchEvent(new MouseEvent('click', { bubbles: true }));

describe('the sandbox checkout page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the business escaped and the amount in rupees, with nothing loaded from elsewhere', () => {
    const { html } = showPage({ ok: true, body: {} });
    expect(html).toContain('Kaveri &lt;Handlooms&gt; &amp; Home');
    expect(document.body.textContent).toContain('₹12,345.50');
    expect(html).not.toMatch(/(src|href)=/);
    expect(html.match(/nonce="n0nce"/g)).toHaveLength(2);
  });

  it('Approve asks the sandbox to sign and posts the payment to the opener only', async () => {
    const response = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_ABCDEFGHIJKLMN', razorpay_signature: 'ab' };
    const { fetchMock, posted } = showPage({ ok: true, body: response });
    click('approve');
    await flush();
    await flush();
    expect(fetchMock).toHaveBeenCalledWith(SANDBOX_GATEWAY_PATHS.approve, expect.objectContaining({ method: 'POST', body: JSON.stringify({ order_id: 'order_ABCDEFGHIJKLMN' }) }));
    expect(posted).toHaveBeenCalledWith({ source: 'razorpay-sandbox', type: 'success', response }, OPENER);
  });

  it("Decline posts Razorpay's error, Cancel a dismissal", async () => {
    const error = { code: 'BAD_REQUEST_ERROR', description: 'Payment declined in the sandbox' };
    const { posted } = showPage({ ok: true, body: { error } });
    click('decline');
    await flush();
    await flush();
    expect(posted).toHaveBeenCalledWith({ source: 'razorpay-sandbox', type: 'failed', error }, OPENER);
    click('cancel');
    expect(posted).toHaveBeenLastCalledWith({ source: 'razorpay-sandbox', type: 'dismiss' }, OPENER);
  });

  it('stays open with the reason when the sandbox refuses to approve', async () => {
    const { posted } = showPage({ ok: false, body: { message: 'No open sandbox order has this id' } });
    click('approve');
    await flush();
    await flush();
    expect(posted).not.toHaveBeenCalled();
    expect(document.getElementById('status')?.textContent).toBe('No open sandbox order has this id');
  });
});
