import type { ColorPalette } from '../../../contracts';
import type { SiteBuilder } from '../site-builder';
import { entry, item, type SectionInput } from '../site-inputs';

export const DEMO_PALETTE: ColorPalette = { primary: '#B45309', secondary: '#0F766E', background: '#FFFBF5', text: '#1F2937' };

export interface DemoPageAssets {
  logo: string;
  /** Each banner's artwork and the headline and button drawn over it as text. */
  banners: { image: string; headline: string; button: string }[];
  storeImage: string;
  catalogueIds: Record<string, string>;
}

const POLICY_UPDATED = 'Last updated 1 January 2025';

const policy = (title: string, notice: string, paragraphs: [string, string][]): SectionInput[] => [
  { name: 'Header', values: [entry('Title', title, { type: 'text' }), entry('Sub Title', POLICY_UPDATED, { type: 'text' })] },
  {
    name: 'Notice Section',
    values: [entry('Title', 'Please note'), entry('Description', notice, { type: 'textarea' }), entry('Background Color', '#FEF3C7', { type: 'color' }), entry('Border Color', '#F59E0B', { type: 'color' })],
  },
  { name: 'Content', values: paragraphs.map(([heading, text]) => item('Content', text, { label: heading, type: 'textarea' })) },
];

/** Every page type of the e-commerce template, with the sections the storefront renders. */
export function buildDemoPages(site: SiteBuilder, businessId: string, assets: DemoPageAssets): void {
  const page = (keyValue: string, customRoute: string, title: string, sections: SectionInput[] = [], description = '') =>
    site.page(businessId, { keyValue, customRoute, title, description, colorPalette: DEMO_PALETTE, sections });
  const featured = (slug: string, title: string) => [
    entry('catalogueId', assets.catalogueIds[slug] ?? '', { type: 'catalogue' }),
    entry('catalogueSlug', slug, { type: 'catalogue' }),
    entry('Title', title, { type: 'text' }),
  ];
  // Slide N's image, then its headline (`Title N`) and button (`Button N`), so the edit form lists them together.
  const slide = (n: number, options: { url: string; label: string; status: 'show' | 'hide' }) => {
    const banner = assets.banners[n - 1] ?? { image: '', headline: '', button: '' };
    return [item('Image', banner.image, { type: 'image', ...options }), entry(`Title ${n}`, banner.headline, { type: 'text' }), entry(`Button ${n}`, banner.button, { type: 'text' })];
  };

  page('home', '/', 'Kaveri Handlooms & Home', [
    {
      name: 'Banner',
      values: [
        ...slide(1, { url: '/products?catalogue=sarees-apparel', label: 'Festive silk sarees', status: 'show' }),
        ...slide(2, { url: '/products?catalogue=home-decor', label: 'Light up your home this Diwali', status: 'show' }),
        ...slide(3, { url: '/products?catalogue=kitchen-spices', label: 'Single-origin spices', status: 'show' }),
        ...slide(4, { url: '/products', label: 'Monsoon sale (ended)', status: 'hide' }),
      ],
    },
    { name: 'Shop by Category', values: [entry('Title', 'Shop by Category'), entry('Description', 'Explore collections handpicked from weaver and artisan clusters')] },
    { name: 'Featured Products', values: featured('sarees-apparel', 'Bestselling Sarees & Apparel') },
    {
      name: 'Flash Sale',
      values: [entry('Title', 'Flash Sale'), entry('Sub Title', 'Handpicked deals, today only'), entry('Background Color', '#7C2D12', { type: 'color' }), entry('Text Color 1', '#FFFFFF', { type: 'color' })],
    },
    {
      name: 'Text banner',
      viewMode: 'desktop',
      values: [entry('Message', 'Free shipping across India on most orders. Handwoven, fairly paid, shipped with care.'), entry('Text Color', '#7C2D12', { type: 'color' }), entry('Background Color', '#FEF3C7', { type: 'color' })],
    },
    {
      name: 'Text banner',
      viewMode: 'mobile',
      values: [entry('Message', 'Tap Chat to order in seconds'), entry('Text Color', '#FFFFFF', { type: 'color' }), entry('Background Color', '#B45309', { type: 'color' })],
    },
    { name: 'Featured Products', values: featured('home-decor', 'Festive Home Decor') },
    { name: 'Featured Products', status: 'hide', values: featured('kitchen-spices', 'From Our Spice Kitchen') },
  ]);

  page('products', '/products', 'Shop');
  page('product-details', '/product-details', 'Product details');
  page('search', '/search', 'Categories');
  page('cart', '/cart', 'Shopping Cart');
  page('account', '/account', 'My Account');
  page('chat', '/chat', 'Chat with us');

  page('contact', '/contact', 'Contact Us', [
    {
      name: 'Contact Us Header',
      values: [
        entry('Title', 'Get in Touch'),
        entry('Description', 'Questions about an order, a custom saree or a bulk gift? We reply within 24 hours.', { type: 'textarea' }),
        entry('Image', assets.storeImage, { type: 'image' }),
      ],
    },
    {
      name: 'Hero',
      values: [
        entry('Title', 'Visit our Bengaluru store'),
        entry('Sub Title', 'Open Monday to Saturday, 10 am to 8 pm'),
        entry('Image', assets.storeImage, { type: 'image' }),
        entry('Title 1', '25+ weaver clusters'),
        entry('Title 2', '12,000+ happy customers'),
        entry('Title 3', 'Pan-India delivery'),
        entry('Title 4', 'Family run since 1998'),
        entry('Text Color 1', '#1F2937', { type: 'color' }),
        entry('Text Color 2', '#B45309', { type: 'color' }),
      ],
    },
    {
      name: 'Card',
      values: [
        entry('SectionTitle', 'Reach us'),
        item('Card', '+91 98450 12345', { label: 'Call us', icon: 'phone', url: 'tel:+919845012345' }),
        item('Card', 'hello@kaverihandlooms.in', { label: 'Email', icon: 'mail', url: 'mailto:hello@kaverihandlooms.in' }),
        item('Card', '12, Chickpet Main Road, Bengaluru 560053', { label: 'Visit', icon: 'map-pin' }),
        entry('Background Color', '#FFFFFF', { type: 'color' }),
        entry('Border Color', '#FDE68A', { type: 'color' }),
      ],
    },
  ]);

  page('about', '/about', 'About Us', [
    { name: 'About Us Header', values: [entry('Title', 'About Kaveri'), entry('Sub Title', 'Handloom stories from the banks of the Kaveri'), entry('Image', assets.storeImage, { type: 'image' })] },
    { name: 'Our Story Title', values: [entry('Title', 'Our Story')] },
    {
      name: 'Our Story Description',
      values: [
        entry(
          'Description',
          'Kaveri began in 1998 as a single shelf of Kanjivaram sarees in our grandmother’s house in Chickpet.\n\nToday we work directly with more than 25 weaver and artisan clusters, from Kanchipuram to Kutch, paying fair prices and keeping traditional crafts alive.',
          { type: 'textarea' },
        ),
      ],
    },
    {
      name: 'Cards',
      values: [
        entry('SectionTitle', 'What we stand for'),
        item('Card', 'Every weaver is paid before the saree leaves the loom.', { label: 'Fair wages', icon: 'hand-heart' }),
        item('Card', 'Indigo, madder and turmeric instead of harsh chemicals.', { label: 'Natural dyes', icon: 'leaf' }),
        item('Card', 'Crafts with centuries of history, made for today.', { label: 'Heritage crafts', icon: 'landmark' }),
        item('Card', 'Small batches, so every piece is checked by hand.', { label: 'Small batches', icon: 'sparkles' }),
      ],
    },
    {
      name: 'Join Us on Our Journey',
      values: [
        entry('Title', 'Join Us on Our Journey'),
        entry('Description', 'Follow our weavers, join a workshop or just say hello in the chat.', { type: 'textarea' }),
        entry('Background Color', '#0F766E', { type: 'color' }),
        entry('Border Color', '#115E59', { type: 'color' }),
      ],
    },
  ]);

  page('terms-and-conditions', '/terms-and-conditions', 'Terms & Conditions', policy('Terms & Conditions', 'Handwoven products may show small irregularities; these are the mark of the loom, not defects.', [
    ['Orders', 'An order is confirmed once payment is received or, for cash on delivery, once we call to confirm it.'],
    ['Prices', 'Prices are in Indian rupees and include GST where shown. We may correct obvious pricing errors before dispatch.'],
    ['Custom work', 'Made-to-order sarees and stitched blouses cannot be cancelled once work has started.'],
  ]));
  page('shipping-and-delivery', '/shipping-and-delivery', 'Shipping & Delivery', policy('Shipping & Delivery', 'Orders placed after 4 pm are dispatched the next working day.', [
    ['Dispatch', 'We ship from our Bengaluru, Kanchipuram, Jaipur and Kochi dispatch points within 2 working days.'],
    ['Delivery times', 'Metro cities: 3 to 5 days. Rest of India: 5 to 8 days.'],
    ['Shipping charges', 'Most items ship free. Rugs and heavy cookware carry a small charge shown on the product.'],
  ]));
  page('refund', '/refund', 'Cancellation & Refund', policy('Cancellation & Refund', 'Refunds go back to the original payment method within 7 working days.', [
    ['Cancellation', 'You can cancel an order from the History tab of the chat until it is dispatched.'],
    ['Returns', 'Unused items in original packing can be returned within 7 days of delivery. Spices and food items cannot be returned.'],
    ['Damaged items', 'Send us a photo in the chat within 48 hours of delivery and we will replace the item.'],
  ]));
  page('privacyPolicy', '/privacy-policy', 'Privacy Policy', policy('Privacy Policy', 'We never sell your data.', [
    ['What we collect', 'Your name, phone number and delivery addresses, only to process your orders.'],
    ['Chat messages', 'Chat messages are stored so that we can help you with your orders and enquiries.'],
    ['Your choices', 'Ask us in the chat to delete your account and data at any time.'],
  ]));

  site.fixedSection(businessId, 'header', 'Header', [
    entry('Logo text', 'Kaveri'),
    entry('Logo 2 text', 'Handlooms & Home'),
    item('Menu items', 'Home', { url: '/' }),
    item('Menu items', 'Shop', { url: '/products' }),
    item('Menu items', 'About', { url: '/about' }),
    item('Menu items', 'Contact', { url: '/contact' }),
  ]);
  site.fixedSection(businessId, 'footer', 'Footer', [
    entry('Footer Image', assets.logo, { type: 'image' }),
    entry('Description', 'Handwoven sarees, home decor and spices, sourced directly from Indian artisans since 1998.', { type: 'textarea' }),
    item('Payment Method', 'UPI', { icon: 'upi' }),
    item('Payment Method', 'Visa', { icon: 'visa' }),
    item('Payment Method', 'Mastercard', { icon: 'mastercard' }),
    item('Payment Method', 'RuPay', { icon: 'rupay' }),
    item('Payment Method', 'Net Banking', { icon: 'bank' }),
    entry('Footer Extras - Copyright', '© 2025 Kaveri Handlooms & Home. All rights reserved.'),
    item('Social Media', 'Instagram', { url: 'https://instagram.com/kaveri.handlooms', icon: 'instagram' }),
    item('Social Media', 'Facebook', { url: 'https://facebook.com/kaveri.handlooms', icon: 'facebook' }),
    item('Social Media', 'YouTube', { url: 'https://youtube.com/@kaverihandlooms', icon: 'youtube' }),
    item('Quick Links', 'Home', { url: '/' }),
    item('Quick Links', 'Shop', { url: '/products' }),
    item('Quick Links', 'About Us', { url: '/about' }),
    item('Quick Links', 'Contact Us', { url: '/contact' }),
    item('Services', 'Terms & Conditions', { url: '/terms-and-conditions' }),
    item('Services', 'Shipping & Delivery', { url: '/shipping-and-delivery' }),
    item('Services', 'Cancellation & Refund', { url: '/refund' }),
    item('Services', 'Privacy Policy', { url: '/privacy-policy' }),
    entry('Contact - Email', 'hello@kaverihandlooms.in'),
    entry('Contact - Phone', '+91 98450 12345'),
    entry('Contact - Address', '12, Chickpet Main Road\nBengaluru, Karnataka 560053'),
  ]);
  site.fixedSection(businessId, 'mobileFooter', 'Mobile Footer', [
    item('Menue items', 'Home', { url: '/', icon: 'home' }),
    item('Menue items', 'Categories', { url: '/search', icon: 'search' }),
    item('Menue items', 'Cart', { url: '/cart', icon: 'cart' }),
    item('Menue items', 'Chat', { url: '/chat', icon: 'chat' }),
    item('Menue items', 'Account', { url: '/account', icon: 'account' }),
  ]);
}
