import type { ColorPalette } from '../../contracts';
import type { SignupTemplate } from '../../contracts';
import type { SiteBuilder } from './site-builder';
import { entry, item } from './site-inputs';

/** The e-commerce-catalogue template's colours, before the owner picks their own. */
export const TEMPLATE_PALETTE: ColorPalette = { primary: '#0F766E', secondary: '#134E4A', background: '#F8FAFC', text: '#1E293B' };

/** The pages every e-commerce-catalogue site has, in menu order: key, route, title. */
export const TEMPLATE_PAGES = [
  ['products', '/products', 'Products'],
  ['product-details', '/product-details', 'Details'],
  ['cart', '/cart', 'Cart'],
  ['chat', '/chat', 'Chat'],
] as const;

export interface TemplateSiteInput {
  template: SignupTemplate;
  businessName: string;
  year: number;
}

/**
 * The site a new business starts with: the template's pages with their default sections (a welcome on
 * the home page, contact and privacy pages), header and footers, an empty catalogue and the chat widget
 * installed with its defaults, switched off. Everything is the owner's to edit; nothing names another site.
 */
export function buildTemplateSite(site: SiteBuilder, businessId: string, input: TemplateSiteInput) {
  const { businessName } = input;
  const catalogueId = site.catalogue(businessId, { name: 'Products', slug: 'products', description: `Everything ${businessName} offers.` });
  const page = (keyValue: string, customRoute: string, title: string, sections: Parameters<SiteBuilder['page']>[1]['sections'] = []) =>
    site.page(businessId, { keyValue, customRoute, title, colorPalette: TEMPLATE_PALETTE, sections });
  page('home', '/', businessName, [
    { name: 'Text banner', values: [entry('Message', `Welcome to ${businessName}`), entry('Text Color', TEMPLATE_PALETTE.text), entry('Background Color', TEMPLATE_PALETTE.background)] },
    { name: 'Featured Products', values: [entry('catalogueId', catalogueId, { type: 'catalogue' }), entry('catalogueSlug', 'products', { type: 'catalogue' }), entry('Title', 'Our products')] },
  ]);
  TEMPLATE_PAGES.forEach(([key, route, title]) => page(key, route, title));
  page('contact', '/contact', 'Contact', [{ name: 'Contact Us Header', values: [entry('Title', 'Get in touch'), entry('Description', `Write to ${businessName} and we will answer soon.`)] }]);
  page('privacyPolicy', '/privacy-policy', 'Privacy Policy', [
    { name: 'Header', values: [entry('Title', 'Privacy Policy')] },
    { name: 'Content', values: [item('Content', 'We only use your phone number to confirm orders.', { label: 'Your data' })] },
  ]);
  site.fixedSection(businessId, 'header', 'Header', [entry('Logo text', businessName), item('Menu items', 'Home', { url: '/' }), item('Menu items', 'Products', { url: '/products' })]);
  site.fixedSection(businessId, 'footer', 'Footer', [
    entry('Description', businessName),
    entry('Footer Extras - Copyright', `© ${input.year} ${businessName}`),
    item('Services', 'Privacy Policy', { url: '/privacy-policy' }),
  ]);
  site.fixedSection(businessId, 'mobileFooter', 'Mobile Footer', [
    item('Menue items', 'Home', { url: '/', icon: 'home' }),
    item('Menue items', 'Cart', { url: '/cart', icon: 'cart' }),
    item('Menue items', 'Chat', { url: '/chat', icon: 'chat' }),
  ]);
  site.chatWidget(businessId, { themeColor: TEMPLATE_PALETTE.primary, headerTitle: 'Chat with us', topics: [], payment: { isEnabled: false, selectedGatewayId: null } }, false);
  return { catalogueId };
}
