import { SANDBOX_GATEWAY_PATHS } from '../contracts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export interface SandboxPageInput {
  businessName: string;
  amountPaise: number;
  orderId: string;
  /** The opener's origin: the only window the answer is posted to. */
  openerOrigin: string;
  nonce: string;
}

/**
 * The sandbox's checkout page: the business, the amount (from the stored attempt, never the query) and
 * Approve, Decline and Cancel. Self-contained (inline style and a nonce'd script, nothing external).
 */
export function sandboxCheckoutPage(input: SandboxPageInput): string {
  const config = JSON.stringify({
    orderId: input.orderId,
    origin: input.openerOrigin,
    approve: SANDBOX_GATEWAY_PATHS.approve,
    decline: SANDBOX_GATEWAY_PATHS.decline,
  }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox checkout</title>
<style nonce="${input.nonce}">
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center; font-family: system-ui, sans-serif; background: transparent; }
  main { background: #fff; border-radius: 12px; padding: 24px; width: min(360px, 90vw); box-shadow: 0 12px 40px rgba(0,0,0,0.25); }
  h1 { font-size: 1.1rem; margin: 0 0 4px; }
  p { margin: 4px 0; color: #334155; }
  .amount { font-size: 1.6rem; font-weight: 700; color: #0f172a; margin: 12px 0; }
  .badge { display: inline-block; font-size: 0.75rem; background: #fef3c7; color: #92400e; border-radius: 4px; padding: 2px 6px; }
  .actions { display: flex; gap: 8px; margin-top: 16px; }
  button { flex: 1; padding: 10px; border-radius: 8px; border: 0; font-size: 1rem; cursor: pointer; }
  #approve { background: #059669; color: #fff; }
  #decline { background: #dc2626; color: #fff; }
  #cancel { background: #e2e8f0; color: #0f172a; }
  button:disabled { opacity: 0.6; cursor: wait; }
  #status { min-height: 1.2em; color: #b91c1c; }
</style>
</head>
<body>
<main role="dialog" aria-labelledby="title">
  <span class="badge">Sandbox: no money moves</span>
  <h1 id="title">${escapeHtml(input.businessName)}</h1>
  <p>Order ${escapeHtml(input.orderId)}</p>
  <p class="amount">${escapeHtml(rupees(input.amountPaise))}</p>
  <p id="status" role="status"></p>
  <div class="actions">
    <button id="approve" type="button">Approve</button>
    <button id="decline" type="button">Decline</button>
  </div>
  <div class="actions"><button id="cancel" type="button">Cancel</button></div>
</main>
<script nonce="${input.nonce}">
(function () {
  var config = ${config};
  var buttons = document.querySelectorAll('button');
  function tell(message) { window.parent.postMessage(Object.assign({ source: 'razorpay-sandbox' }, message), config.origin); }
  function busy(on) { buttons.forEach(function (b) { b.disabled = on; }); }
  function call(path) {
    busy(true);
    return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order_id: config.orderId }) })
      .then(function (res) { return res.json().then(function (body) { return { ok: res.ok, body: body }; }); });
  }
  document.getElementById('approve').addEventListener('click', function () {
    call(config.approve).then(function (r) {
      if (r.ok) tell({ type: 'success', response: r.body });
      else { busy(false); document.getElementById('status').textContent = r.body.message || 'Approval failed'; }
    }, function () { busy(false); document.getElementById('status').textContent = 'The sandbox could not be reached'; });
  });
  document.getElementById('decline').addEventListener('click', function () {
    call(config.decline).then(function (r) { tell({ type: 'failed', error: r.body.error }); }, function () { tell({ type: 'failed', error: { code: 'BAD_REQUEST_ERROR', description: 'Payment declined' } }); });
  });
  document.getElementById('cancel').addEventListener('click', function () { tell({ type: 'dismiss' }); });
})();
</script>
</body>
</html>`;
}
