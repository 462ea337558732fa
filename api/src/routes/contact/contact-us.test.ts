import { and, eq } from 'drizzle-orm';
import { CONTACT_FORM_MESSAGES as M } from 'shared/rules';
import { API_PATHS, type ContactUsBody, type ErrorAnswer } from '../../contracts';
import { contactMessages } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/databases';
import { seededSite } from '../../test/fixtures';
import { rateLimitMessage } from './contact-us';

const valid: ContactUsBody = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  countryCode: '+91',
  contact: '9876543210',
  subject: 'Bulk order',
  message: 'Do you ship silk sarees to Pune?',
  subdomain: 'demo',
};

let nextClient = 1;
/** A client address of its own per call site, so tests do not share a rate-limit bucket. */
const newClient = () => `198.51.100.${nextClient++}`;

async function send(ctx: TestContext, body: unknown, client = newClient()) {
  const res = await ctx.app.inject({ method: 'POST', url: API_PATHS.contactUs, payload: body as object, headers: { 'x-forwarded-for': client } });
  return { status: res.statusCode, body: res.json() as ErrorAnswer, headers: res.headers };
}

const rowsNamed = async (ctx: TestContext, businessId: string, name: string) =>
  ctx.db
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.businessId, businessId), eq(contactMessages.name, name)));

describeEachDatabase('POST template_contact_us', (ctx) => {
  it("files one message in the site's inbox and answers success", async () => {
    const demo = await seededSite(ctx.db, 'demo');
    const { status, body } = await send(ctx, { ...valid, name: 'Meera Iyer', message: 'Line one\nLine two of my message' });
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'success' });
    const rows = await rowsNamed(ctx, demo.id, 'Meera Iyer');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'asha@example.in', countryCode: '+91', contact: '9876543210', subject: 'Bulk order' });
    expect(rows[0]?.messageContent).toContain('<strong>Name:</strong> Meera Iyer');
    expect(rows[0]?.messageContent).toContain('Line one<br>Line two of my message');
  });

  it('stores the trimmed fields and null for empty optional ones', async () => {
    const demo = await seededSite(ctx.db, 'demo');
    const { status } = await send(ctx, { ...valid, name: '  Ravi Kumar ', email: '', subject: '   ', contact: ' 9876543210 ' });
    expect(status).toBe(200);
    const [row] = await rowsNamed(ctx, demo.id, 'Ravi Kumar');
    expect(row).toMatchObject({ email: null, subject: null, contact: '9876543210' });
  });

  it('escapes markup typed into the fields and never stores the client messageContent', async () => {
    const demo = await seededSite(ctx.db, 'demo');
    const { status } = await send(ctx, {
      ...valid,
      name: 'Evil Visitor',
      subject: '<b>Hello</b> there',
      message: '<script>alert("x")</script> and <img src=x onerror=alert(1)>',
      messageContent: '<div><script>document.location="https://evil.example"</script></div>',
    });
    expect(status).toBe(200);
    const [row] = await rowsNamed(ctx, demo.id, 'Evil Visitor');
    const card = row?.messageContent ?? '';
    expect(card).toContain('&lt;b&gt;Hello&lt;/b&gt; there');
    expect(card).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; and &lt;img src=x onerror=alert(1)&gt;');
    expect(card).not.toMatch(/<script|<img|<b>|evil\.example/);
  });

  it('files the message for the site the subdomain names, whatever its case', async () => {
    const sunrise = await seededSite(ctx.db, 'sunrise');
    expect((await send(ctx, { ...valid, name: 'Sunrise Fan', subdomain: 'SUNRISE' })).status).toBe(200);
    expect(await rowsNamed(ctx, sunrise.id, 'Sunrise Fan')).toHaveLength(1);
  });

  it('files a message sent from plain localhost for the default site', async () => {
    const demo = await seededSite(ctx.db, 'demo');
    expect((await send(ctx, { ...valid, name: 'Local Visitor', subdomain: 'localhost' })).status).toBe(200);
    expect(await rowsNamed(ctx, demo.id, 'Local Visitor')).toHaveLength(1);
  });

  it.each<[string, Partial<ContactUsBody>, string]>([
    ['a missing name', { name: undefined }, M.nameRequired],
    ['a blank name', { name: '   ' }, M.nameRequired],
    ['a one-letter name', { name: 'A' }, M.nameTooShort],
    ['a name with digits', { name: 'R2 D2' }, M.nameLetters],
    ['a bad email', { email: 'asha@example' }, M.emailInvalid],
    ['a bad country code', { countryCode: '91' }, M.countryCodeInvalid],
    ['a missing contact', { contact: undefined }, M.contactRequired],
    ['a contact with a dash', { contact: '98765-43210' }, M.contactDigits],
    ['a short contact', { contact: '123456' }, M.contactTooShort],
    ['a long contact', { contact: '1234567890123456' }, M.contactTooLong],
    ['a short subject', { subject: 'Hi' }, M.subjectTooShort],
    ['a missing message', { message: undefined }, M.messageRequired],
    ['a short message', { message: 'Too short' }, M.messageTooShort],
    ['a message over 1000 characters', { message: 'x'.repeat(1001) }, M.messageTooLong],
  ])('refuses %s with 400 and the form message', async (_what, change, message) => {
    const body = { ...valid, ...change };
    const { status, body: answer } = await send(ctx, JSON.parse(JSON.stringify(body)));
    expect(status).toBe(400);
    expect(answer).toEqual({ message, code: 'VALIDATION_ERROR' });
  });

  it('answers the first broken field in form order when several are wrong', async () => {
    const { body } = await send(ctx, { ...valid, name: '', contact: '12', message: '' });
    expect(body.message).toBe(M.nameRequired);
  });

  it.each([
    [{ ...valid, subdomain: undefined }, 'subdomain'],
    [{ ...valid, subdomain: 'bad sub!' }, 'subdomain'],
    [{ ...valid, name: 42 }, 'name'],
    [{ ...valid, customerId: 'a1a1a1a1a1a1a1a1a1a1a1a1' }, 'customerId'],
    [{ ...valid, message: 'x'.repeat(10_001) }, 'message'],
  ])('refuses a malformed body %# with 400 naming %s', async (body, field) => {
    const { status, body: answer } = await send(ctx, JSON.parse(JSON.stringify(body)));
    expect(status).toBe(400);
    expect(answer.code).toBe('VALIDATION_ERROR');
    expect(answer.message).toContain(field);
  });

  it("answers 404 'Website not found' for an unknown subdomain and stores nothing", async () => {
    const before = (await ctx.db.select().from(contactMessages)).length;
    const { status, body } = await send(ctx, { ...valid, subdomain: 'no-such-shop' });
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Website not found', code: 'WEBSITE_NOT_FOUND' });
    expect(await ctx.db.select().from(contactMessages)).toHaveLength(before);
  });

  it('allows 5 messages per 10 minutes per client and site, then answers 429 with Retry-After', async () => {
    const demo = await seededSite(ctx.db, 'demo');
    const client = newClient();
    for (let i = 1; i <= 5; i += 1) {
      expect((await send(ctx, { ...valid, name: 'Busy Sender' }, client)).status).toBe(200);
    }
    const refused = await send(ctx, { ...valid, name: 'Busy Sender' }, client);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many messages sent. Please try again in 10 minutes.', code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
    expect(await rowsNamed(ctx, demo.id, 'Busy Sender')).toHaveLength(5);

    // another client, and the same client writing to another site, keep their own allowance
    expect((await send(ctx, valid)).status).toBe(200);
    expect((await send(ctx, { ...valid, subdomain: 'sunrise' }, client)).status).toBe(200);
  });

  it('does not count refused bodies against the limit', async () => {
    const client = newClient();
    for (let i = 0; i < 6; i += 1) expect((await send(ctx, { ...valid, name: '' }, client)).status).toBe(400);
    expect((await send(ctx, valid, client)).status).toBe(200);
  });
});

describe('rateLimitMessage', () => {
  it.each([
    [600_000, 'Too many messages sent. Please try again in 10 minutes.'],
    [61_000, 'Too many messages sent. Please try again in 2 minutes.'],
    [1_000, 'Too many messages sent. Please try again in 1 minute.'],
  ])('%d ms -> %p', (ms, message) => {
    expect(rateLimitMessage(ms)).toBe(message);
  });
});
