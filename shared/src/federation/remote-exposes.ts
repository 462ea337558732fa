/**
 * The modules each remote exposes, by name without `./`: the same list as the `exposes` of each
 * remote's webpack.config.cjs (remote-exposes.test.ts compares them), so a view asked for by a name no
 * remote exposes fails the type-check instead of the page.
 */
export const REMOTE_EXPOSES = {
  storefront: ['PageSections', 'DesktopProductListing', 'MobileProductListing', 'ProductDetails', 'CategoriesPage', 'ProfilePage', 'ContactPage', 'OwnerCatalogue'],
  chat: ['ChatWidget', 'OwnerInbox', 'OwnerChatSettings'],
  checkout: ['CartPage', 'PaymentPanels', 'AddressPicker', 'AddressBook', 'CartSummary', 'OrderSummary', 'EnquiryRequest', 'OwnerPaymentSettings', 'OwnerDispatchPoints', 'OwnerOrders', 'TrackOrderPage'],
} as const;

export type RemoteName = keyof typeof REMOTE_EXPOSES;

/** A module `remote` exposes. */
export type ExposedModule<R extends RemoteName> = (typeof REMOTE_EXPOSES)[R][number];
