import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ADDRESS_PATHS, API_PATHS, CHAT_PATHS } from '../../contracts';
import { customers, dispatchPoints, orders, owners, pageSections, pages, paymentIntegrations, products } from '../../db/schema';
import { newId } from '../../db/ids';
import { gatewayId } from '../../payments/payment-gateway';
import { insertAttempt } from '../../repositories/payments';
import { keepToRefund } from '../../repositories/payment-refunds';
import { homeAddress } from '../../routes/addresses/address-test-kit';
import { post } from '../../routes/auth/auth-test-kit';
import { call, castOf, clientMessageId, createOrder, type Cast, type Person } from '../../test/people-and-orders';
import type { TestContext } from '../../test/databases';

/** The people of the matrix, by the name each row uses. */
export type Caller = 'anonymous' | 'customerA' | 'customerB' | 'otherBusinessCustomer' | 'owner' | 'otherBusinessOwner';
export const CALLERS: readonly Caller[] = ['anonymous', 'customerA', 'customerB', 'otherBusinessCustomer', 'owner', 'otherBusinessOwner'];

/**
 * Customer A's data and its business's (demo): what only A, or demo's owner, may read or change. Each
 * `secrets` value is unique to this run, so finding one in another caller's answer is a leak.
 */
export interface VictimData {
  cast: Cast;
  person(caller: Caller): Person | undefined;
  customerA: { id: string; phoneNumber: string; countryCode: string; addressId: string; orderId: string; orderNumber: string; messageId: string; refundId: string };
  demo: { id: string; pageId: string; sectionId: string; accountTypeId: string; ownerEmail: string; productId: string; catalogueId: string; categoryId: string; dispatchPointId: string };
  secrets: { customer: string[]; business: string[] };
}

const marker = (what: string) => `${what}-${randomBytes(6).toString('hex')}`;

export async function victimData(ctx: TestContext): Promise<VictimData> {
  const cast = await castOf(ctx);
  const a = cast.customerA;
  const addressLine = marker('lane');
  const added = await call<{ data: { _id: string }[] }>(ctx, 'POST', ADDRESS_PATHS.add, {
    token: a.token,
    body: { customerId: a.id, deliveryAddress: homeAddress({ addressLine1: addressLine, isDefault: true }) },
  });
  if (added.status !== 200) throw new Error(`address: ${added.status} ${JSON.stringify(added.body)}`);
  const messageText = marker('message');
  const sent = await call<{ newMessage: { _id: string } }>(ctx, 'POST', CHAT_PATHS.sendMessage, {
    token: a.token,
    body: { senderId: a.id, customerId: a.id, message: messageText, type: 'text', clientMessageId: clientMessageId() },
  });
  if (sent.status !== 200) throw new Error(`message: ${sent.status} ${JSON.stringify(sent.body)}`);
  const orderNumber = marker('ORD');
  const orderId = await createOrder(ctx, a, { orderNumber, title: marker('order-title') });
  const contactText = marker('contact');
  const contact = await post(ctx, API_PATHS.contactUs, { subdomain: 'demo', name: 'Visitor', contact: '9876543210', countryCode: '+91', message: contactText });
  if (contact.status !== 200) throw new Error(`contact: ${contact.status} ${JSON.stringify(contact.body)}`);

  const refundId = await paymentToRefund(ctx, cast, orderId);
  // a dispatch point of demo's no product ships from: its name is demo's alone
  const dispatchPointName = marker('dispatch');
  const dispatchPointId = newId();
  await ctx.db.insert(dispatchPoints).values({ id: dispatchPointId, businessId: cast.demoId, name: dispatchPointName, city: 'Mysuru', state: 'Karnataka', pincode: '570001' });

  const [customer] = await ctx.db.select().from(customers).where(eq(customers.id, a.id));
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  const [owner] = await ctx.db.select().from(owners).where(eq(owners.id, cast.owner.id));
  const [page] = await ctx.db.select().from(pages).where(eq(pages.businessId, cast.demoId)).limit(1);
  if (!customer || !order || !owner || !page) throw new Error('victim data missing');
  const [section] = await ctx.db.select().from(pageSections).where(eq(pageSections.pageId, page.id)).limit(1);
  if (!section) throw new Error('demo has no page section');
  const [product] = await ctx.db.select().from(products).where(eq(products.businessId, cast.demoId)).limit(1);
  if (!product?.categoryId) throw new Error('demo has no product in a category');

  const people: Record<Caller, Person | undefined> = {
    anonymous: undefined,
    customerA: cast.customerA,
    customerB: cast.customerB,
    otherBusinessCustomer: cast.sunriseCustomer,
    owner: cast.owner,
    otherBusinessOwner: cast.otherOwner,
  };
  return {
    cast,
    person: (caller) => people[caller],
    customerA: {
      id: a.id,
      phoneNumber: customer.phoneNumber,
      countryCode: customer.countryCode,
      addressId: added.body.data[0]!._id,
      orderId,
      orderNumber: order.orderNumber,
      messageId: sent.body.newMessage._id,
      refundId,
    },
    demo: {
      id: cast.demoId,
      pageId: page.id,
      sectionId: section.id,
      accountTypeId: cast.demoId,
      ownerEmail: owner.email,
      productId: product.id,
      catalogueId: product.catalogueId,
      categoryId: product.categoryId,
      dispatchPointId,
    },
    secrets: {
      customer: [a.id, customer.phoneNumber, addressLine, messageText, orderNumber],
      business: [owner.email, contactText, messageText, orderNumber, dispatchPointName],
    },
  };
}

/** A payment of A's order the gateway captured after it could no longer pay anything: one for the owner to refund. */
async function paymentToRefund(ctx: TestContext, cast: Cast, orderId: string): Promise<string> {
  const [sandbox] = await ctx.db.select().from(paymentIntegrations).where(eq(paymentIntegrations.businessId, cast.demoId)).limit(1);
  if (!sandbox) throw new Error('demo has no payment integration');
  const attempt = await insertAttempt(ctx.db, {
    businessId: cast.demoId,
    orderId,
    integrationId: sandbox.id,
    customerId: cast.customerA.id,
    amountPaise: 50_000,
    gatewayOrderId: gatewayId('order'),
    status: 'voided',
    details: { kind: 'online', milestoneId: orderId },
  });
  return (await keepToRefund(ctx.db, attempt, gatewayId('pay'), 'attempt-voided', new Date())).id;
}
