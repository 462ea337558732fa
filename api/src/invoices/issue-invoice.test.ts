import { and, eq, max } from 'drizzle-orm';
import { PAYMENT_PATHS } from '../contracts';
import type { Database } from '../db/client';
import { invoiceSeries, orders, taxInvoices } from '../db/schema';
import { describeEachDatabase } from '../test/databases';
import { call, castOf, createOrder, type Cast } from '../test/people-and-orders';
import { paymentStateOf } from '../routes/payments/payments-test-kit';
import { issueInvoice } from './issue-invoice';
import { financialYearOf } from './invoice-series';

describeEachDatabase('the gap-free invoice series', (ctx) => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOf(ctx);
  });

  const orderRow = async (orderId: string) => (await ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const invoiceOf = async (orderId: string) => (await ctx.db.select().from(taxInvoices).where(eq(taxInvoices.orderId, orderId)))[0];
  const lastNumber = async (financialYear: string) =>
    (await ctx.db.select({ n: max(taxInvoices.sequence) }).from(taxInvoices).where(and(eq(taxInvoices.businessId, cast.demoId), eq(taxInvoices.financialYear, financialYear))))[0]?.n ?? 0;
  const confirm = async (orderId: string) => {
    const milestoneId = (await paymentStateOf(ctx, orderId)).milestones[0]!.id;
    return call(ctx, 'POST', PAYMENT_PATHS.manualConfirmation, { token: cast.owner.token, body: { orderId, milestoneId, action: 'confirm' } });
  };

  it('gives two orders paid at once consecutive numbers', async () => {
    const year = financialYearOf(new Date());
    const before = await lastNumber(year);
    const [a, b] = [await createOrder(ctx, cast.customerA), await createOrder(ctx, cast.customerB)];
    const answers = await Promise.all([confirm(a), confirm(b)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const numbers = [(await invoiceOf(a))!.sequence, (await invoiceOf(b))!.sequence].sort((x, y) => x - y);
    expect(numbers).toEqual([before + 1, before + 2]);
    const [series] = await ctx.db.select().from(invoiceSeries).where(and(eq(invoiceSeries.businessId, cast.demoId), eq(invoiceSeries.financialYear, year)));
    expect(series?.lastNumber).toBe(before + 2);
  });

  it('leaves no gap after a payment that rolled back', async () => {
    const year = financialYearOf(new Date());
    const rolledBack = await createOrder(ctx, cast.customerA);
    const row = await orderRow(rolledBack);
    const before = await lastNumber(year);
    await expect(
      ctx.db.transaction(async (tx) => {
        const issued = await issueInvoice(tx as unknown as Database, row, new Date());
        expect(issued.sequence).toBe(before + 1);
        throw new Error('the payment failed after the invoice was numbered');
      }),
    ).rejects.toThrow('the payment failed');
    expect(await invoiceOf(rolledBack)).toBeUndefined();
    const next = await createOrder(ctx, cast.customerA);
    expect((await confirm(next)).status).toBe(200);
    expect((await invoiceOf(next))?.sequence).toBe(before + 1);
  });

  it('issues one invoice per order, however often it is asked', async () => {
    const orderId = await createOrder(ctx, cast.customerA);
    expect((await confirm(orderId)).status).toBe(200);
    const first = await invoiceOf(orderId);
    const again = await issueInvoice(ctx.db, await orderRow(orderId), new Date());
    expect(again.invoiceNumber).toBe(first?.invoiceNumber);
    expect(await ctx.db.select().from(taxInvoices).where(eq(taxInvoices.orderId, orderId))).toHaveLength(1);
  });

  it('starts a new series on 1 April, India time', async () => {
    // 31 March 2031, 23:59:59 in India, then the first second of 1 April 2031 there (18:30 UTC the day before)
    const lastOfMarch = await issueInvoice(ctx.db, await orderRow(await createOrder(ctx, cast.customerA)), new Date('2031-03-31T18:29:59Z'));
    const firstOfApril = await issueInvoice(ctx.db, await orderRow(await createOrder(ctx, cast.customerA)), new Date('2031-03-31T18:30:00Z'));
    const secondOfApril = await issueInvoice(ctx.db, await orderRow(await createOrder(ctx, cast.customerB)), new Date('2031-04-02T10:00:00+05:30'));
    expect(lastOfMarch.invoiceNumber).toBe('KHH/2030-31/0001');
    expect(firstOfApril.invoiceNumber).toBe('KHH/2031-32/0001');
    expect(secondOfApril.invoiceNumber).toBe('KHH/2031-32/0002');
  });

  it("numbers each business's invoices in its own series", async () => {
    const sunriseOrder = await createOrder(ctx, cast.sunriseCustomer);
    const issued = await issueInvoice(ctx.db, await orderRow(sunriseOrder), new Date('2031-05-01T10:00:00+05:30'));
    expect(issued.invoiceNumber).toMatch(/^[A-Z]{1,3}\/2031-32\/0001$/);
    expect(issued.businessId).toBe(cast.sunriseId);
  });
});
