import type { ComponentType } from 'react';
import type { RemoteName } from 'shared';
import { OWNER_PAGE_ROUTES } from 'shared/constants';
import { lazyExport } from 'shared/dom';

const BusinessSettingsPage = lazyExport(() => import('../business-settings/BusinessSettingsPage'), 'BusinessSettingsPage');

interface OwnerPageBase {
  /** Its route (one of OWNER_PAGE_ROUTES); the page also owns every path below it. */
  path: string;
  /** Its name in the back office's navigation and the document's title. */
  label: string;
}

/** A page another deployment exposes: loaded through the host's RemoteSlot. */
export interface RemoteOwnerPage extends OwnerPageBase {
  remote: RemoteName;
  module: string;
}

/** A page of the host's own (the business profile): a lazy component (lazyExport), so it loads when opened. */
export interface HostOwnerPage extends OwnerPageBase {
  component: ComponentType;
}

export type OwnerPage = RemoteOwnerPage | HostOwnerPage;

export const isRemotePage = (page: OwnerPage): page is RemoteOwnerPage => 'remote' in page;

/**
 * The back office: each page is composed here from the app that owns its domain, in the order of the
 * navigation. Adding a page is one entry; the host routes `path` and `path/*` to it behind the owner login.
 */
export const OWNER_PAGES: readonly OwnerPage[] = [
  // the storefront's: catalogues, categories and items (remote-storefront/src/owner-catalogue)
  { path: OWNER_PAGE_ROUTES.catalogue, label: 'Catalogue', remote: 'storefront', module: 'OwnerCatalogue' },
  // the checkout's: the list at the path, an order at `<path>/<orderId>` (the page's own relative routes)
  { path: OWNER_PAGE_ROUTES.orders, label: 'Orders', remote: 'checkout', module: 'OwnerOrders' },
  { path: OWNER_PAGE_ROUTES.payments, label: 'Payment settings', remote: 'checkout', module: 'OwnerPaymentSettings' },
  { path: OWNER_PAGE_ROUTES.dispatchPoints, label: 'Dispatch points', remote: 'checkout', module: 'OwnerDispatchPoints' },
  { path: OWNER_PAGE_ROUTES.chatSettings, label: 'Chat settings', remote: 'chat', module: 'OwnerChatSettings' },
  { path: OWNER_PAGE_ROUTES.settings, label: 'Business profile', component: BusinessSettingsPage },
];
