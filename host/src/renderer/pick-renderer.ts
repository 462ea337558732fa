import { DEFAULT_LOCALE, type Translate } from 'shared/i18n';
import type { RemoteName } from '../federation/remote-registry';
import { hostMessages, type HostMessage } from '../i18n/use-t';

/** The one template this product ships; other slugs come from sites built with templates it lacks. */
export const ECOMMERCE_TEMPLATE = 'e-commerce-catalogue';

export type Renderer =
  | { kind: 'remote'; remote: RemoteName; module: string; label: string }
  | { kind: 'message'; title: string }
  | { kind: 'unknown-page' };

/** A renderer as the table names it, its words for the visitor as ids of the shell's messages. */
type RendererEntry = { kind: 'remote'; remote: RemoteName; module: string; label: HostMessage } | { kind: 'message'; title: HostMessage };

const storefront = (module: string): RendererEntry => ({ kind: 'remote', remote: 'storefront', module, label: 'slot.page' });
const sections = storefront('PageSections');

/**
 * Page types of the e-commerce template and the remote module that draws each. The listing is two
 * modules, one per layout, so a phone loads only the phone's listing (see MOBILE_MODULES).
 */
const ECOMMERCE_RENDERERS: Record<string, RendererEntry> = {
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
  cart: { kind: 'remote', remote: 'checkout', module: 'CartPage', label: 'slot.cart' },
  chat: { kind: 'remote', remote: 'chat', module: 'ChatWidget', label: 'slot.chat' },
  'loan-application': { kind: 'message', title: 'template.noPages' },
};

/** The phone's own module where a page has one (768 px or less). */
const MOBILE_MODULES: Record<string, string> = { DesktopProductListing: 'MobileProductListing' };

/** How an unknown template names what it lacks: 'Template not found for cart page' and so on. */
const PAGE_LABELS: Record<string, HostMessage> = {
  'terms-and-conditions': 'template.terms',
  'shipping-and-delivery': 'template.shipping',
  privacyPolicy: 'template.privacy',
};

/**
 * Picks the renderer for a page from its template slug and page type (preview shell rules), for the
 * phone's layout or the desktop's, its words said by `t` (English unless given the page's).
 */
export function pickRenderer(
  templateSlug: string | null | undefined,
  pageType: string,
  isMobile: boolean,
  t: Translate<HostMessage> = hostMessages.now(DEFAULT_LOCALE),
): Renderer {
  if (!templateSlug) return { kind: 'message', title: t('template.none') };
  if (templateSlug === ECOMMERCE_TEMPLATE) {
    const entry = ECOMMERCE_RENDERERS[pageType];
    if (!entry) return { kind: 'unknown-page' };
    return entry.kind === 'message' ? { kind: 'message', title: t(entry.title) } : forLayout({ ...entry, label: t(entry.label) }, isMobile);
  }
  if (pageType === 'account') return { kind: 'message', title: t('template.noAccount') };
  if (pageType === 'product-details') return { kind: 'message', title: t('template.noProduct') };
  const label = PAGE_LABELS[pageType];
  return { kind: 'message', title: t('template.missing', { page: label ? t(label) : pageType }) };
}

function forLayout(renderer: Extract<Renderer, { kind: 'remote' }>, isMobile: boolean): Renderer {
  if (!isMobile) return renderer;
  const mobileModule = MOBILE_MODULES[renderer.module];
  return mobileModule ? { ...renderer, module: mobileModule } : renderer;
}
