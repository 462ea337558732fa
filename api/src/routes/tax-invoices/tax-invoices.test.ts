import { and, asc, eq } from 'drizzle-orm';
import { PAYMENT_PATHS } from '../../contracts';
import { businesses, orderLines, orders, products, taxInvoices } from '../../db/schema';
import { cells, downloadInvoice, pdfText, squeezed } from '../../invoices/invoice-test-kit';
import { describeEachDatabase } from '../../test/databases';
import { call, castOf, createOrder, type Cast } from '../../test/people-and-orders';
import { addAddress, createCheckoutShop, createOrderCall, newKey, type CheckoutShop } from '../checkout/checkout-test-kit';
import { approve, initOnline, integrationsOf, paymentStateOf, verify } from '../payments/payments-test-kit';

/** Indian grouping, two decimals, as an invoice prints money (written out here, not imported from the renderer). */
const money = (paise: number) => {
  const [whole, cents] = (paise / 100).toFixed(2).split('.') as [string, string];
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest ? `${rest},` : ''}${last3}.${cents}`;
};

const PROFILE = {
  name: 'Kaveri Handloom House',
  addressLine: '14, 4th Cross, Chickpet',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560053',
  gstin: '29AAGCB7383J1Z4',
  contactPhone: '+91 80 4123 4567',
};

describeEachDatabase('GST tax invoices: issued when an order is paid, downloaded as a PDF', (ctx) => {
  let cast: Cast;
  let shop: CheckoutShop;
  let address: string;

  beforeAll(async () => {
    cast = await castOf(ctx);
    shop = await createCheckoutShop(ctx, cast.demoId);
    address = await addAddress(ctx, cast.customerA, '560001', 'Karnataka');
    await ctx.db.update(businesses).set({ ...PROFILE, contactEmail: 'hello@kaveri.example' }).where(eq(businesses.id, cast.demoId));
    await ctx.db.update(products).set({ hsnCode: '5007' }).where(eq(products.id, shop.saree.id));
    await ctx.db.update(products).set({ hsnCode: '6913' }).where(eq(products.id, shop.diya));
  });

  /** Orders `cart` to the Karnataka address; answers the new orders' ids, in group order. */
  async function order(cart: Record<string, unknown>[]): Promise<string[]> {
    const made = await createOrderCall(ctx, cast.customerA, { customerId: cast.customerA.id, products: cart, deliveryAddress: address, idempotencyKey: newKey() });
    expect(made.status).toBe(200);
    const rows = await ctx.db.select({ id: orders.id, number: orders.orderNumber }).from(orders).where(eq(orders.businessId, cast.demoId));
    return made.body.data.orderIds.map((n) => rows.find((r) => r.number === n)!.id);
  }

  const confirmPaid = async (orderId: string) => {
    const milestoneId = (await paymentStateOf(ctx, orderId)).milestones[0]!.id;
    const res = await call(ctx, 'POST', PAYMENT_PATHS.manualConfirmation, { token: cast.owner.token, body: { orderId, milestoneId, action: 'confirm' } });
    expect(res.status).toBe(200);
  };

  const payOnline = async (orderId: string) => {
    const { sandbox } = await integrationsOf(ctx, cast.demoId);
    const init = (await initOnline(ctx, cast.customerA, sandbox.id, orderId)).body.data;
    const approved = await approve(ctx, init.order_id);
    expect((await verify(ctx, cast.customerA.token, { ...approved.body, paymentAttemptId: init.paymentAttemptId })).status).toBe(200);
  };

  const storedOrder = async (orderId: string) => {
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
    const [invoice] = await ctx.db.select().from(taxInvoices).where(eq(taxInvoices.orderId, orderId));
    return { row: row!, lines, invoice };
  };

  it("prints every figure of an inter-state order as stored (IGST), with the business's and the customer's details", async () => {
    // The saree ships from Tamil Nadu to Karnataka: inter-state, all IGST.
    const [orderId] = await order([{ productId: shop.saree.id, selectedVariant: shop.saree.red, quantity: 2, itemType: 'product' }]);
    await confirmPaid(orderId!);
    const { row, lines, invoice } = await storedOrder(orderId!);
    expect(row.igstPaise).toBe(row.totalGstPaise);
    expect(invoice?.invoiceNumber).toMatch(/^KHH\/20\d\d-\d\d\/\d{4}$/);

    const res = await downloadInvoice(ctx, 'customer', orderId!, cast.customerA.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice!.invoiceNumber.replaceAll('/', '-')}.pdf"`);
    expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.body);
    const rows = squeezed(text);

    expect(text).toContain('Tax Invoice');
    expect(text).toContain(invoice!.invoiceNumber);
    expect(text).toContain(row.orderNumber);
    for (const expected of ['Kaveri Handloom House', '14, 4th Cross, Chickpet', 'Bengaluru, Karnataka 560053', 'GSTIN: 29AAGCB7383J1Z4', 'State: Karnataka (29)']) {
      expect(cells(text)).toContain(expected);
    }
    for (const expected of ['Test Shopper', '12 MG Road', 'Bengaluru, Karnataka 560001', 'Phone: +91 9876543210']) expect(cells(text)).toContain(expected);
    expect(rows).toContain('Place of supply Karnataka (29)');

    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    const taxable = line.amountPaise - line.gstAmountPaise;
    // 2 x Red at 800 (sale), 5 %: taxable 1,600.00, IGST 80.00, line 1,680.00
    expect([taxable, line.gstAmountPaise, line.amountPaise]).toEqual([160_000, 8_000, 168_000]);
    expect(rows).toContain(`1 ${line.description} HSN 5007 2 pcs ${money(taxable)} 5% ${money(line.gstAmountPaise)} ${money(line.amountPaise)}`);
    expect(text).toMatch(/IGST/);
    expect(text).not.toMatch(/CGST|SGST/);
    expect(rows).toContain(`Taxable value ₹${money(taxable)}`);
    expect(rows).toContain(`IGST ₹${money(row.igstPaise)}`);
    expect(rows).toContain(`Shipping ₹${money(row.shippingCostPaise)}`);
    expect(rows).toContain(`Total ₹${money(row.finalAmountPaise)}`);
    expect(row.finalAmountPaise).toBe(173_000);
    expect(rows).toContain('One thousand seven hundred thirty rupees only');
  });

  it('splits the GST of an intra-state order into CGST and SGST, as stored, when the gateway pays it', async () => {
    // The diya has no dispatch point: supplied where the business is (Karnataka), intra-state.
    const [orderId] = await order([{ productId: shop.diya, quantity: 3, itemType: 'product' }]);
    await payOnline(orderId!);
    const { row, lines, invoice } = await storedOrder(orderId!);
    expect(invoice).toBeDefined();
    const rows = squeezed(await pdfText((await downloadInvoice(ctx, 'customer', orderId!, cast.customerA.token)).body));
    const line = lines[0]!;
    // 3 x 250 at 18 %: taxable 750.00, GST 135.00 = CGST 67.50 + SGST 67.50, line 885.00
    expect([row.cgstPaise, row.sgstPaise, row.igstPaise]).toEqual([6_750, 6_750, 0]);
    expect(rows).toContain(`1 ${line.description} HSN 6913 3 pcs ${money(75_000)} 18% ${money(row.cgstPaise)} ${money(row.sgstPaise)} ${money(line.amountPaise)}`);
    expect(rows).toContain(`CGST ₹${money(row.cgstPaise)}`);
    expect(rows).toContain(`SGST ₹${money(row.sgstPaise)}`);
    expect(rows).not.toContain(`IGST ₹${money(0)}`);
    expect(rows).toContain(`Total ₹${money(row.finalAmountPaise)}`);
    expect(rows).toContain('Eight hundred eighty-five rupees only');
  });

  it('names a service line by its SAC code', async () => {
    const [orderId] = await order([{ productId: shop.draping.id, selectedPackage: shop.draping.single, quantity: 1, itemType: 'service' }]);
    await ctx.db.update(products).set({ hsnCode: '999729' }).where(eq(products.id, shop.draping.id));
    await confirmPaid(orderId!);
    const rows = squeezed(await pdfText((await downloadInvoice(ctx, 'owner', orderId!, cast.owner.token)).body));
    // 500 less 10 % = 450 at 18 %: GST 81.00 = 40.50 + 40.50, line 531.00
    expect(rows.find((r) => r.startsWith('1 '))).toMatch(/SAC 999729 1 pcs 450\.00 18% 40\.50 40\.50 531\.00$/);
    expect(rows).toContain('Five hundred thirty-one rupees only');
  });

  it('issues none while part of the order is unpaid, and one when the last milestone is paid', async () => {
    const orderId = await createOrder(ctx, cast.customerA, { milestones: [{ label: 'Advance', share: 0.5, dueDate: '2030-01-01' }, { label: 'Balance', share: 0.5, dueDate: '2030-01-02' }] });
    const [advance, balance] = (await paymentStateOf(ctx, orderId)).milestones;
    const decide = (milestoneId: string) => call(ctx, 'POST', PAYMENT_PATHS.manualConfirmation, { token: cast.owner.token, body: { orderId, milestoneId, action: 'confirm' } });
    expect((await decide(advance!.id)).status).toBe(200);
    expect(await ctx.db.select().from(taxInvoices).where(eq(taxInvoices.orderId, orderId))).toEqual([]);
    expect((await downloadInvoice(ctx, 'customer', orderId, cast.customerA.token)).status).toBe(404);
    expect((await decide(balance!.id)).status).toBe(200);
    expect(await ctx.db.select().from(taxInvoices).where(eq(taxInvoices.orderId, orderId))).toHaveLength(1);
  });

  it("names the invoice in the order's summary for History and the owner's order page", async () => {
    const orderId = await createOrder(ctx, cast.customerA);
    await confirmPaid(orderId);
    const [invoice] = await ctx.db.select().from(taxInvoices).where(eq(taxInvoices.orderId, orderId));
    const history = await call<{ orders: { _id: string; invoice?: { number: string } | null }[] }>(ctx, 'POST', '/business_website/chat_widget/customer_orders', {
      token: cast.customerA.token,
      body: { customerId: cast.customerA.id },
    });
    expect(history.body.orders.find((o) => o._id === orderId)?.invoice).toEqual({ number: invoice!.invoiceNumber, issuedAt: invoice!.issuedAt.toISOString() });
    const page = await call<{ data: { invoice?: { number: string } | null } }>(ctx, 'GET', '/business_website/owner/order', { token: cast.owner.token, query: { orderId } });
    expect(page.body.data.invoice?.number).toBe(invoice!.invoiceNumber);
  });

  it.each([
    ['anonymous', 'customer', () => undefined, 401],
    ["an owner's token on the customer's route", 'customer', () => cast.owner.token, 403],
    ['another customer', 'customer', () => cast.customerB.token, 404],
    ["another business's customer", 'customer', () => cast.sunriseCustomer.token, 404],
    ["a customer's token on the owner's route", 'owner', () => cast.customerA.token, 403],
    ["another business's owner", 'owner', () => cast.otherOwner.token, 404],
  ] as [string, 'customer' | 'owner', () => string | undefined, number][])('refuses %s', async (_who, route, token, status) => {
    const orderId = await createOrder(ctx, cast.customerA);
    await confirmPaid(orderId);
    const res = await downloadInvoice(ctx, route, orderId, token());
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).not.toBe('application/pdf');
  });

  it('answers 404 for an order not paid yet', async () => {
    const orderId = await createOrder(ctx, cast.customerA);
    expect((await downloadInvoice(ctx, 'owner', orderId, cast.owner.token)).status).toBe(404);
    expect(await ctx.db.select().from(taxInvoices).where(and(eq(taxInvoices.orderId, orderId)))).toEqual([]);
  });
});
