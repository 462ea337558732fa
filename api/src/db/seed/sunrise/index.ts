import type { ColorPalette } from '../../../contracts';
import type { Random } from '../random';
import type { AssetWriter } from '../asset-writer';
import type { SiteBuilder } from '../site-builder';
import { entry, item } from '../site-inputs';
import { bannerSvg, logoSvg, productSvg } from '../svg';

export const SUNRISE_SUBDOMAIN = 'sunrise';

const PALETTE: ColorPalette = { primary: '#EA580C', secondary: '#92400E', background: '#FFF7ED', text: '#292524' };

const ITEMS: { name: string; slug?: string; category: 'cakes' | 'cookies' | 'breads'; price: number; sale?: number; tags: string[]; description: string; featured?: boolean; qty?: number }[] = [
  { name: 'Belgian Chocolate Truffle Cake', category: 'cakes', price: 1200, sale: 1050, featured: true, tags: ['cake', 'chocolate', 'birthday'], description: 'Three layers of chocolate sponge and Belgian truffle, 1 kg.' },
  { name: 'Eggless Pineapple Cake', category: 'cakes', price: 850, tags: ['cake', 'eggless', 'pineapple'], description: 'Classic eggless pineapple cake with fresh cream, 1 kg.' },
  { name: 'Mango Cheesecake Jar', category: 'cakes', price: 220, tags: ['cheesecake', 'mango', 'dessert'], description: 'Alphonso mango cheesecake in a jar.', qty: 0 },
  { name: 'Red Velvet Cupcakes (Box of 6)', category: 'cakes', price: 540, featured: true, tags: ['cupcakes', 'red velvet'], description: 'Red velvet cupcakes with cream-cheese frosting.' },
  { name: 'Nankhatai (250 g)', category: 'cookies', price: 180, tags: ['cookies', 'nankhatai', 'ghee'], description: 'Melt-in-the-mouth ghee nankhatai with cardamom.' },
  { name: 'Ragi Oat Cookies (250 g)', category: 'cookies', price: 210, sale: 189, tags: ['cookies', 'ragi', 'healthy'], description: 'Finger-millet and oat cookies sweetened with jaggery.' },
  { name: 'Festive Gift Box', slug: 'festive-gift-box', category: 'cookies', price: 899, featured: true, tags: ['gift', 'cookies', 'diwali'], description: 'An assortment of our cookies and rusks in a festive tin.' },
  { name: 'Sourdough Country Loaf', category: 'breads', price: 280, tags: ['bread', 'sourdough'], description: 'Naturally leavened loaf with a crackling crust.' },
  { name: 'Multigrain Sandwich Bread', category: 'breads', price: 95, tags: ['bread', 'multigrain'], description: 'Soft multigrain bread, baked every morning.' },
  { name: 'Cinnamon Rolls (Box of 4)', category: 'breads', price: 320, sale: 280, tags: ['cinnamon', 'rolls', 'breakfast'], description: 'Gooey cinnamon rolls with a brown-butter glaze.' },
];

/** Sunrise Bakery: a small second site on `sunrise` that proves one business never sees another's data. */
export function buildSunriseSite(site: SiteBuilder, random: Random, assets: AssetWriter, ownerPasswordHash: string) {
  const logo = assets.write('brand/logo.svg', logoSvg({ initials: 'SB', hue: 20 }), 'png');
  const businessId = site.business({ subdomain: SUNRISE_SUBDOMAIN, name: 'Sunrise Bakery', logo, isPremium: true, templateSlug: 'e-commerce-catalogue' });
  site.owner(businessId, { email: 'owner@sunrise.localhost', name: 'Farah Khan', passwordHash: ownerPasswordHash });
  const point = site.dispatchPoint(businessId, { name: 'Sunrise Bakery, Indiranagar', addressLine: '100 Feet Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560038' });

  const catalogueId = site.catalogue(businessId, {
    name: 'Cakes & Bakes',
    slug: 'cakes-bakes',
    description: 'Fresh from our oven every morning.',
    image: assets.write('catalogues/cakes-bakes.svg', productSvg({ title: 'Cakes & Bakes', subtitle: 'Sunrise Bakery', hue: 20, motif: 'cake', random })),
  });
  const categories = {
    cakes: site.category(businessId, catalogueId, { name: 'Cakes', slug: 'cakes' }),
    cookies: site.category(businessId, catalogueId, { name: 'Cookies', slug: 'cookies' }),
    breads: site.category(businessId, catalogueId, { name: 'Breads', slug: 'breads' }),
  };
  ITEMS.forEach((bake, i) => {
    const slug = bake.slug ?? bake.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    // Cakes and breads are perishable: store pickup or local delivery only, never shipped.
    const shippable = bake.category === 'cookies';
    site.product(businessId, {
      catalogueId,
      categoryId: categories[bake.category],
      name: bake.name,
      slug,
      description: bake.description,
      images: [assets.write(`products/${slug}-1.svg`, productSvg({ title: bake.name, subtitle: 'Sunrise Bakery', hue: 15 + i * 9, motif: 'cake', random }))],
      basePrice: bake.price,
      salePrice: bake.sale ?? null,
      taxRate: 18,
      rating: Math.round((3.8 + random.next() * 1.2) * 10) / 10,
      reviewCount: random.int(10, 200),
      featured: bake.featured ?? false,
      tags: bake.tags,
      totalQuantity: bake.qty ?? random.int(5, 30),
      shipping: shippable ? { available: true, cost: 49, weightKg: 0.4 } : { available: false },
      dispatchPointIds: [point],
      createdAt: new Date(site.now.getTime() - i * 86_400_000),
    });
  });

  const banner = assets.write('banners/banner-1.svg', bannerSvg({ title: 'Baked at Sunrise', subtitle: 'Cakes, cookies and breads, fresh every morning', cta: 'Order Now', hue: 25, motif: 'cake', random }));
  const page = (keyValue: string, customRoute: string, title: string, sections: Parameters<SiteBuilder['page']>[1]['sections'] = []) =>
    site.page(businessId, { keyValue, customRoute, title, colorPalette: PALETTE, sections });
  page('home', '/', 'Sunrise Bakery', [
    { name: 'Banner', values: [item('Image', banner, { type: 'image', url: '/products', label: 'Baked at Sunrise', status: 'show' })] },
    { name: 'Featured Products', values: [entry('catalogueId', catalogueId, { type: 'catalogue' }), entry('catalogueSlug', 'cakes-bakes', { type: 'catalogue' }), entry('Title', 'Today’s Favourites')] },
  ]);
  page('products', '/products', 'Menu');
  page('product-details', '/product-details', 'Details');
  page('cart', '/cart', 'Cart');
  page('chat', '/chat', 'Chat');
  page('contact', '/contact', 'Contact', [
    { name: 'Contact Us Header', values: [entry('Title', 'Say hello'), entry('Description', 'Custom cakes need 48 hours notice.')] },
  ]);
  page('privacyPolicy', '/privacy-policy', 'Privacy Policy', [
    { name: 'Header', values: [entry('Title', 'Privacy Policy')] },
    { name: 'Content', values: [item('Content', 'We only use your phone number to confirm orders.', { label: 'Your data' })] },
  ]);
  site.fixedSection(businessId, 'header', 'Header', [entry('Logo text', 'Sunrise'), entry('Logo 2 text', 'Bakery'), item('Menu items', 'Home', { url: '/' }), item('Menu items', 'Menu', { url: '/products' })]);
  site.fixedSection(businessId, 'footer', 'Footer', [
    entry('Footer Image', logo, { type: 'image' }),
    entry('Description', 'A neighbourhood bakery in Indiranagar.'),
    entry('Footer Extras - Copyright', '© 2025 Sunrise Bakery'),
    item('Services', 'Privacy Policy', { url: '/privacy-policy' }),
    entry('Contact - Phone', '+91 80 4123 4567'),
    entry('Contact - Address', '100 Feet Road, Indiranagar\nBengaluru 560038'),
  ]);
  site.fixedSection(businessId, 'mobileFooter', 'Mobile Footer', [
    item('Menue items', 'Home', { url: '/', icon: 'home' }),
    item('Menue items', 'Cart', { url: '/cart', icon: 'cart' }),
    item('Menue items', 'Chat', { url: '/chat', icon: 'chat' }),
  ]);
  // Chat installed but switched off: the storefront keeps the toggle disabled.
  site.chatWidget(businessId, { themeColor: '#EA580C', headerTitle: 'Chat with us', topics: [], payment: { isEnabled: false, selectedGatewayId: null } }, false);
  return { businessId, products: ITEMS.length };
}
