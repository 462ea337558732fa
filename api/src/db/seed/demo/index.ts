import type { Random } from '../random';
import type { AssetWriter } from '../asset-writer';
import type { SiteBuilder } from '../site-builder';
import { bannerArtSvg, bannerSvg, logoSvg, productSvg, qrSvg } from '../svg';
import { buildDemoCatalogue } from './catalogue';
import { buildDemoPages } from './pages';

export const DEMO_SUBDOMAIN = 'demo';
export const DEMO_OWNER = { email: 'owner@demo.localhost', password: 'kaveri-demo-2025', name: 'Lakshmi Srinivasan' } as const;

/** Kaveri Handlooms & Home: the full demo site on `demo`, with every page type and a large catalogue. */
export function buildDemoSite(site: SiteBuilder, random: Random, assets: AssetWriter, ownerPasswordHash: string) {
  const logo = assets.write('brand/logo.svg', logoSvg({ initials: 'K', hue: 25 }), 'png');
  const businessId = site.business({
    subdomain: DEMO_SUBDOMAIN,
    name: 'Kaveri Handlooms & Home',
    logo,
    isPremium: false,
    templateSlug: 'e-commerce-catalogue',
  });
  site.owner(businessId, { email: DEMO_OWNER.email, name: DEMO_OWNER.name, passwordHash: ownerPasswordHash });

  const catalogue = buildDemoCatalogue(site, businessId, random, assets);

  const banners = [
    ['Festive Silk Sarees', 'Kanjivaram, Banarasi and Mysore silks, woven for you', 'Shop Sarees', 340, 'mandala'],
    ['Light Up Your Home', 'Brass lamps, diyas and urlis for the festive season', 'Shop Decor', 30, 'diya'],
    ['Single-Origin Spices', 'Straight from Kerala’s spice gardens to your kitchen', 'Shop Spices', 5, 'bowl'],
    ['Monsoon Sale', 'Up to 40% off cotton sarees', 'Shop Now', 200, 'leaf'],
  ] as const;
  // Artwork only: the headline and the button are the Banner section's text, which the owner edits as text.
  const bannerUrls = banners.map(([title, , , hue, motif], i) => assets.write(`banners/banner-${i + 1}.svg`, bannerArtSvg({ label: title, hue, motif, random })));
  const storeImage = assets.write('brand/store.svg', bannerSvg({ title: 'Kaveri, Chickpet', subtitle: 'Our flagship store in Bengaluru', cta: 'Visit us', hue: 15, motif: 'spark', random }));
  buildDemoPages(site, businessId, {
    logo,
    banners: bannerUrls.map((image, i) => ({ image, headline: banners[i]?.[0] ?? '', button: banners[i]?.[2] ?? '' })),
    storeImage,
    catalogueIds: catalogue.catalogues,
  });

  const qrCode = assets.write('payments/upi-qr.svg', qrSvg(random, 'kaverihandlooms@okaxis'), 'png');
  const manualId = site.paymentIntegration(businessId, {
    type: 'manual',
    provider: 'manual',
    name: 'Pay by UPI / QR',
    testMode: false,
    config: {
      options: [
        { key: 'qrCode', label: 'Scan QR code', description: 'Scan with any UPI app', icon: 'qr-code' },
        { key: 'upi', label: 'UPI ID', description: 'Pay to our UPI ID from your app', icon: 'upi' },
        { key: 'phone', label: 'Phone number', description: 'GPay, PhonePe or Paytm to our number', icon: 'phone' },
      ],
      details: {
        qrCode,
        qrCodeAccountName: 'Kaveri Handlooms & Home',
        upiId: 'kaverihandlooms@okaxis',
        upiAccountName: 'Kaveri Handlooms',
        phoneNumber: '+919845012345',
        phoneNumberAccountName: 'Lakshmi Srinivasan',
      },
    },
  });
  site.paymentIntegration(businessId, {
    type: 'online',
    provider: 'razorpay-sandbox',
    name: 'Cards, UPI & Netbanking (sandbox)',
    testMode: true,
    config: { keyId: 'rzp_test_kaveridemo' },
    secrets: { keySecret: 'sandbox_secret_kaveri_demo' },
  });

  const topicImage = (title: string, hue: number) =>
    assets.write(`topics/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`, productSvg({ title, subtitle: 'Chat with Kaveri', hue, motif: 'spark', random }));
  site.chatWidget(businessId, {
    themeColor: '#B45309',
    headerTitle: 'Chat with Kaveri',
    topics: [
      { name: 'Shop Sarees & Apparel', description: 'Browse our sarees and order right here in the chat', image: catalogue.images.catalogues['sarees-apparel'] ?? null, price: null, type: 'catalogue', templateKey: null, quickReply: null, catalogueType: 'product', catalogueId: catalogue.catalogues['sarees-apparel'] ?? null },
      { name: 'Book a Service', description: 'Tailoring, draping and workshops', image: catalogue.images.catalogues.services ?? null, price: null, type: 'catalogue', templateKey: null, quickReply: null, catalogueType: 'service', catalogueId: catalogue.catalogues.services ?? null },
      { name: 'Track my order', description: 'Ask about an order you placed', image: topicImage('Track my order', 180), price: null, type: 'custom', templateKey: null, quickReply: 'I would like to know the status of my order.', catalogueType: null, catalogueId: null },
      { name: 'Custom Kanjivaram weaving', description: 'A saree woven to your design, from ₹25,000', image: topicImage('Custom weaving', 330), price: 25000, type: 'custom', templateKey: null, quickReply: 'I would like a custom Kanjivaram saree woven.', catalogueType: null, catalogueId: null },
      { name: 'Bulk & wedding orders', description: 'Tell us what you need and we will send a quote', image: topicImage('Bulk orders', 45), price: null, type: 'template', templateKey: 'bulk-enquiry', quickReply: null, catalogueType: null, catalogueId: null },
    ],
    payment: { isEnabled: true, selectedGatewayId: manualId },
  });

  return { businessId, products: catalogue.products };
}
