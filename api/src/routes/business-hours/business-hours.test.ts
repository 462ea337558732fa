import { HOURS_MESSAGES } from 'shared/rules';
import { BUSINESS_HOURS_MESSAGES, BUSINESS_HOURS_PATHS as PATHS, type AvailabilityAnswer, type BusinessHoursAnswer } from '../../contracts';
import { newId } from '../../db/ids';
import { customers, messages } from '../../db/schema';
import { describeEachDatabase } from '../../test/databases';
import { createBusiness } from '../../test/fixtures';
import { call, castOf, type Cast } from '../../test/people-and-orders';

const open = (o: string, c: string) => ({ open: o, close: c });
const WEEK = [[open('10:00', '13:00'), open('14:00', '19:00')], [open('10:00', '19:00')], [], [], [], [], [open('11:00', '15:00')]];

describeEachDatabase('business hours', (ctx) => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOf(ctx);
  });
  const save = (body: Record<string, unknown>, token = cast.owner.token) => call<BusinessHoursAnswer>(ctx, 'POST', PATHS.owner, { token, body });
  const availability = (subdomain: string) => call<AvailabilityAnswer>(ctx, 'GET', PATHS.widget, { query: { subdomain } });

  it('starts off with weekday hours, saves the owner\'s week and away message, and the widget reads them', async () => {
    const first = await call<BusinessHoursAnswer>(ctx, 'GET', PATHS.owner, { token: cast.otherOwner.token });
    expect(first.body.data).toMatchObject({ enabled: false, timeZone: 'Asia/Kolkata', awayMessage: '' });
    expect((await availability('sunrise')).body.data.hours).toBeNull();

    const body = { enabled: true, timeZone: 'Asia/Kolkata', week: WEEK, awayMessage: ' We are closed now. ' };
    const saved = await save(body);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: BUSINESS_HOURS_MESSAGES.saved, data: { ...body, awayMessage: 'We are closed now.' } });
    const { body: widget } = await availability('demo');
    expect(widget.data.hours).toEqual({ timeZone: 'Asia/Kolkata', week: WEEK, awayMessage: 'We are closed now.' });
  });

  it('refuses a close before the opening and overlapping intervals, naming the day and interval, and keeps what was saved', async () => {
    const before = (await call<BusinessHoursAnswer>(ctx, 'GET', PATHS.owner, { token: cast.owner.token })).body.data;
    const week = [[open('18:00', '09:00')], [open('10:00', '14:00'), open('13:00', '18:00')], [], [], [], [], []];
    const refused = await save({ enabled: true, timeZone: 'Asia/Kolkata', week, awayMessage: 'Away' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(HOURS_MESSAGES.closeAfterOpen);
    expect(JSON.stringify(refused.body)).toContain(HOURS_MESSAGES.overlap);
    expect((await save({ enabled: true, timeZone: 'Mars/Olympus', week: WEEK, awayMessage: 'Away' })).status).toBe(400);
    expect((await save({ enabled: true, timeZone: 'Asia/Kolkata', week: WEEK, awayMessage: '' })).status).toBe(400);
    expect((await call<BusinessHoursAnswer>(ctx, 'GET', PATHS.owner, { token: cast.owner.token })).body.data).toEqual(before);
  });

  it('is the owner\'s alone', async () => {
    expect((await save({ enabled: false, timeZone: 'Asia/Kolkata', week: WEEK, awayMessage: '' }, cast.customerA.token)).status).toBe(403);
    expect((await call(ctx, 'GET', PATHS.owner)).status).toBe(401);
  });

  /** A new business whose customers wrote and were answered after `replyMinutes[i]` minutes, within the last day. */
  async function businessReplyingAfter(replyMinutes: number[]) {
    const site = await createBusiness(ctx.db, () => undefined);
    const now = Date.now();
    const minute = 60_000;
    const rows: (typeof messages.$inferInsert)[] = [];
    for (const [n, wait] of replyMinutes.entries()) {
      const customerId = newId();
      await ctx.db.insert(customers).values({ id: customerId, businessId: site.id, phoneNumber: `97000000${n}0`, name: 'Ravi' });
      const asked = now - 60 * minute * (n + 1);
      const row = (sender: 'user' | 'business' | 'system', at: number) => ({ id: newId(), businessId: site.id, customerId, sender, message: 'hi', createdAt: new Date(at) });
      // the customer writes twice (the wait counts from the first), a system card is not a reply
      rows.push(row('user', asked), row('user', asked + minute), row('system', asked + minute + 1), row('business', asked + wait * minute));
      // a second reply in a row answers nothing new; a conversation of 40 days ago is outside the window
      rows.push(row('business', asked + wait * minute + 1000), row('user', now - 40 * 24 * 60 * minute), row('business', now - 40 * 24 * 60 * minute + 1000));
    }
    await ctx.db.insert(messages).values(rows);
    return site.subdomain;
  }

  it("gives the median of the owner's reply times over the last 30 days", async () => {
    const subdomain = await businessReplyingAfter([2, 4, 6, 8, 10]);
    expect((await availability(subdomain)).body.data.typicalReplySeconds).toBe(6 * 60);
  });

  it('gives no typical reply time with fewer than five replies', async () => {
    const subdomain = await businessReplyingAfter([2, 4, 6, 8]);
    expect((await availability(subdomain)).body.data.typicalReplySeconds).toBeNull();
  });
});
