import { SANDBOX_GATEWAY_PATHS } from '../contracts';

/**
 * The sandbox's checkout script: `window.Razorpay` as Razorpay's own checkout.js offers it —
 * `new Razorpay(options).open()`, `.on('payment.failed', fn)`, `.close()` — drawing the sandbox's
 * page in a full-window frame served by this API. Approve calls `options.handler` with the payment id,
 * order id and signature; Decline calls the `payment.failed` listeners; both, and Cancel, close the
 * frame (Decline and Cancel then call `options.modal.ondismiss`). The page answers through postMessage
 * to the opener's origin only, and the script believes messages from the API's origin and frame only.
 */
export const SANDBOX_CHECKOUT_SCRIPT = `(function () {
  'use strict';
  var current = document.currentScript;
  var apiOrigin = new URL(current && current.src ? current.src : ${JSON.stringify(SANDBOX_GATEWAY_PATHS.script)}, location.href).origin;
  var PAGE = ${JSON.stringify(SANDBOX_GATEWAY_PATHS.page)};

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key || !options.order_id) throw new Error('Razorpay sandbox: key and order_id are required');
    this.options = options;
    this.listeners = {};
    this.frame = null;
    this.onMessage = null;
  }

  Razorpay.prototype.on = function (event, listener) {
    (this.listeners[event] = this.listeners[event] || []).push(listener);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (listener) { listener(payload); });
  };

  Razorpay.prototype.close = function () {
    if (this.onMessage) window.removeEventListener('message', this.onMessage);
    if (this.frame && this.frame.parentNode) this.frame.parentNode.removeChild(this.frame);
    this.frame = null;
    this.onMessage = null;
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var options = this.options;
    if (this.frame) return this;
    var query = new URLSearchParams({ order_id: String(options.order_id), key: String(options.key), origin: location.origin });
    var frame = document.createElement('iframe');
    frame.src = apiOrigin + PAGE + '?' + query.toString();
    frame.title = 'Sandbox payment checkout';
    frame.setAttribute('data-testid', 'sandbox-checkout-frame');
    frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;background:rgba(15,23,42,0.55)';
    var dismiss = function () {
      self.close();
      if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
    };
    this.onMessage = function (event) {
      if (event.origin !== apiOrigin || event.source !== frame.contentWindow) return;
      var data = event.data || {};
      if (data.source !== 'razorpay-sandbox') return;
      if (data.type === 'success') {
        self.close();
        if (typeof options.handler === 'function') options.handler(data.response);
      } else if (data.type === 'failed') {
        self.emit('payment.failed', { error: data.error });
        dismiss();
      } else if (data.type === 'dismiss') {
        dismiss();
      }
    };
    window.addEventListener('message', this.onMessage);
    this.frame = frame;
    document.body.appendChild(frame);
    return this;
  };

  window.Razorpay = Razorpay;
})();
`;
