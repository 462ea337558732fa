/**
 * Where the host shows the owner's back-office pages. Each page belongs to the app that owns its domain
 * (the catalogue to the storefront, orders and payment settings to the checkout, the widget's settings to
 * the chat, the business profile to the host); any app may link to them.
 */
export const OWNER_PAGE_ROUTES = {
  catalogue: '/owner/catalogue',
  orders: '/owner/orders',
  payments: '/owner/payments',
  dispatchPoints: '/owner/dispatch-points',
  chatSettings: '/owner/chat-settings',
  settings: '/owner/settings',
} as const;
