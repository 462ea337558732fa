import type { RemoteName } from '../federation/remote-registry';

/** The one template this product ships; other slugs come from sites built with templates it lacks. */
export const ECOMMERCE_TEMPLATE = 'e-commerce-catalogue';

export type Renderer =
  | { kind: 'remote'; remote: RemoteName; module: string; label: string }
  | { kind: 'message'; title: string }
  | { kind: 'unknown-page' };

const storefront = (module: string): Renderer => ({ kind: 'remote', remote: 'storefront', module, label: 'this page' });
const sections = storefront('PageSections');

/**
 * Page types of the e-commerce template and the remote module that draws each. The listing is two
 * modules, one per layout, so a phone loads only the phone's listing (see MOBILE_MODULES).
 */
const ECOMMERCE_RENDERERS: Record<string, Renderer> = {
  home: sections,
  products: storefront('DesktopProductListing'),
  'product-details': storefront('ProductDetails'),
  search: storefront('CategoriesPage'),
  account: storefront('ProfilePage'),
  contact: storefront('ContactPage'),
  about: sections,
  'terms-and-conditions': sections,
  'shipping-and-delivery': sections,
  refund: sections,
  privacyPolicy: sections,
  gallery: sections,
  services: sections,
  posts: sections,
  cart: { kind: 'remote', remote: 'checkout', module: 'CartPage', label: 'the cart' },
  chat: { kind: 'remote', remote: 'chat', module: 'ChatWidget', label: 'the chat' },
  'loan-application': { kind: 'message', title: 'No templates available for this page' },
};

/** The phone's own module where a page has one (768 px or less). */
const MOBILE_MODULES: Record<string, string> = { DesktopProductListing: 'MobileProductListing' };

/** How an unknown template names what it lacks: 'Template not found for cart page' and so on. */
const PAGE_LABELS: Record<string, string> = {
  'terms-and-conditions': 'terms and conditions',
  'shipping-and-delivery': 'shipping and delivery',
  privacyPolicy: 'privacy policy',
};

/**
 * Picks the renderer for a page from its template slug and page type (preview shell rules), for the
 * phone's layout or the desktop's.
 */
export function pickRenderer(templateSlug: string | null | undefined, pageType: string, isMobile: boolean): Renderer {
  if (!templateSlug) return { kind: 'message', title: 'No Template Found' };
  if (templateSlug === ECOMMERCE_TEMPLATE) return forLayout(ECOMMERCE_RENDERERS[pageType] ?? { kind: 'unknown-page' }, isMobile);
  if (pageType === 'account') return { kind: 'message', title: 'Account page not available for this theme' };
  if (pageType === 'product-details') return { kind: 'message', title: 'Product details page not available for this theme' };
  return { kind: 'message', title: `Template not found for ${PAGE_LABELS[pageType] ?? pageType} page` };
}

function forLayout(renderer: Renderer, isMobile: boolean): Renderer {
  if (renderer.kind !== 'remote' || !isMobile) return renderer;
  const mobileModule = MOBILE_MODULES[renderer.module];
  return mobileModule ? { ...renderer, module: mobileModule } : renderer;
}
