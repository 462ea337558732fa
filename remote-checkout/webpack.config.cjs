const { createAppConfig } = require('build-kit/webpack-app.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'checkout',
  port: 3003,
  title: 'Checkout (standalone)',
  exposes: {
    './CartPage': './src/cart-page/CartPage.tsx',
    './PaymentPanels': './src/payments/PaymentPanels.tsx',
    './AddressPicker': './src/addresses/AddressPicker.tsx',
    './AddressBook': './src/addresses/AddressBook.tsx',
    './CartSummary': './src/chat-cart/ChatCartSummary.tsx',
    './OrderSummary': './src/direct-buy/OrderSummary.tsx',
    './EnquiryRequest': './src/enquiry/EnquiryRequest.tsx',
    './OwnerPaymentSettings': './src/owner-payment-settings/OwnerPaymentSettings.tsx',
    './OwnerDispatchPoints': './src/owner-dispatch-points/OwnerDispatchPoints.tsx',
    './OwnerOrders': './src/owner-orders/OwnerOrders.tsx',
    './TrackOrderPage': './src/track-order/TrackOrderPage.tsx',
  },
});
