import type { ComponentPayload } from '../../../contracts';
import type { SiteBuilder } from '../site-builder';

/** The demo shopper: log in with this number on the demo site to try History, the chat and the owner's inbox. */
export const DEMO_CUSTOMER = { name: 'Asha Rao', countryCode: '+91', phoneNumber: '9876543210' } as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const isoDate = (at: Date) => at.toISOString().slice(0, 10);

/** A seeded row found by its business and slug or name; the seed fails loudly if the catalogue changed. */
function find<T>(rows: T[], what: string, match: (row: T) => boolean): T {
  const row = rows.find(match);
  if (!row) throw new Error(`demo customers: ${what} is missing from the seed`);
  return row;
}

/**
 * Asha Rao on the demo site: an Active saree order (advance paid, balance Pending; confirmed and packed,
 * shipping in progress), a Completed and Paid draping booking, a short conversation with the owner (the
 * owner's last reply unread by her, her last question unread by the owner) and two lines in her cart.
 * Built after both sites so the ids of everything seeded before stay as they were.
 */
export function buildDemoCustomers(site: SiteBuilder, businessId: string): { customerId: string } {
  const now = site.now.getTime();
  const at = (msBefore: number) => new Date(now - msBefore);
  const products = site.rows.products.filter((p) => p.businessId === businessId);
  const product = (slug: string) => find(products, `product ${slug}`, (p) => p.slug === slug);
  const saree = product('kanjivaram-silk-saree-temple-border');
  const maroon = find(site.rows.productVariants, 'the maroon saree', (v) => v.productId === saree.id && v.name === 'Maroon');
  const dupatta = product('bandhani-silk-dupatta');
  const draping = product('saree-draping-for-weddings-and-events');
  const singleDrape = find(site.rows.servicePackages, 'the single drape package', (p) => p.productId === draping.id && p.name === 'Single drape');
  const fallPico = product('saree-fall-and-pico');
  const standardFall = find(site.rows.servicePackages, 'the standard fall and pico package', (p) => p.productId === fallPico.id && p.name.startsWith('Standard'));
  const kanchi = find(site.rows.dispatchPoints, "the Kanchipuram dispatch point", (d) => d.businessId === businessId && d.city === 'Kanchipuram');
  const owner = find(site.rows.owners, 'the demo owner', (o) => o.businessId === businessId);
  const rupees = (paise: number | null | undefined) => (paise ?? 0) / 100;

  const customerId = site.customer(businessId, { ...DEMO_CUSTOMER, createdAt: at(30 * DAY) });

  site.order(businessId, {
    customerId,
    orderNumber: 'KHH-1001',
    title: 'Draping for a family wedding',
    status: 'Completed',
    mode: 'service',
    paymentStatus: 'Paid',
    lines: [
      {
        productId: draping.id as string,
        packageId: singleDrape.id as string,
        type: 'catalog-service',
        description: 'Saree Draping for Weddings & Events – Single drape',
        quantity: 1,
        basePrice: rupees(singleDrape.pricePaise),
        unitPrice: rupees(singleDrape.pricePaise),
        gstPercentage: 18,
      },
    ],
    milestones: [{ label: 'Full payment', share: 1, dueDate: isoDate(at(20 * DAY)), paidAt: at(21 * DAY) }],
    stages: [
      { name: 'Booked', completedAt: at(21 * DAY) },
      { name: 'Draper assigned', completedAt: at(20 * DAY) },
      { name: 'Service delivered', completedAt: at(18 * DAY) },
    ],
    createdAt: at(21 * DAY),
  });

  const placed = at(2 * DAY);
  site.order(businessId, {
    customerId,
    orderNumber: 'KHH-1002',
    title: 'Kanjivaram Silk Saree – Temple Border',
    status: 'Active',
    mode: 'product',
    paymentStatus: 'Partially Paid',
    lines: [
      {
        productId: saree.id as string,
        variantId: maroon.id as string,
        type: 'catalog-product',
        description: 'Kanjivaram Silk Saree – Temple Border (Maroon)',
        quantity: 1,
        basePrice: rupees(maroon.basePricePaise),
        unitPrice: rupees(maroon.salePricePaise ?? maroon.basePricePaise),
        gstPercentage: saree.taxRate ?? 0,
      },
    ],
    dispatchPointId: kanchi.id as string,
    shipToAddress: {
      fullName: DEMO_CUSTOMER.name,
      countryCode: DEMO_CUSTOMER.countryCode,
      phone: DEMO_CUSTOMER.phoneNumber,
      addressLine1: '42, 3rd Cross, Malleshwaram',
      addressLine2: 'Near Sampige Theatre',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560003',
    },
    milestones: [
      { label: 'Advance', share: 0.5, dueDate: isoDate(new Date(placed.getTime() + DAY)), paidAt: at(2 * DAY - 2 * HOUR) },
      { label: 'Balance on delivery', share: 0.5, dueDate: isoDate(at(-5 * DAY)) },
    ],
    stages: [
      { name: 'Confirmed', completedAt: at(2 * DAY - HOUR) },
      { name: 'Packed', completedAt: at(DAY) },
      { name: 'Shipped', status: 'In Progress' },
      { name: 'Delivered' },
    ],
    createdAt: placed,
  });

  const topic: ComponentPayload = {
    kind: 'topic',
    topic: { name: 'Shop Sarees & Apparel', type: 'catalogue', description: 'Browse our sarees and order right here in the chat', price: null, image: null },
  };
  const conversation: { sender: 'user' | 'business'; message: string; at: Date; read: boolean; payload?: ComponentPayload }[] = [
    { sender: 'user', message: 'Shop Sarees & Apparel', at: at(2 * DAY + 3 * HOUR), read: true, payload: topic },
    { sender: 'user', message: 'Hello! Is the temple border Kanjivaram available in maroon?', at: at(2 * DAY + 2 * HOUR), read: true },
    { sender: 'business', message: 'Namaste Asha! Yes, we have three in maroon. I can keep one for you.', at: at(2 * DAY + HOUR), read: true },
    { sender: 'user', message: 'Lovely, I have placed the order just now.', at: at(2 * DAY), read: true },
    { sender: 'business', message: 'Thank you! It is packed and leaves Kanchipuram tomorrow morning.', at: at(DAY), read: false },
    { sender: 'user', message: 'Could you also do the fall and pico before you ship it?', at: at(3 * HOUR), read: false },
  ];
  conversation.forEach((line, i) =>
    site.message(businessId, {
      customerId,
      sender: line.sender,
      senderId: line.sender === 'user' ? customerId : (owner.id as string),
      type: line.payload ? 'component' : 'text',
      message: line.message,
      payload: line.payload ?? null,
      clientMessageId: `seed-demo-${String(i + 1).padStart(2, '0')}`,
      createdAt: line.at,
      readAt: line.read ? new Date(line.at.getTime() + 10 * 60_000) : null,
    }),
  );

  site.cart(businessId, customerId, [
    { productId: fallPico.id as string, itemType: 'service', packageId: standardFall.id as string, quantity: 1, addedAt: at(2 * HOUR) },
    { productId: dupatta.id as string, quantity: 2, addedAt: at(HOUR) },
  ]);
  return { customerId };
}
