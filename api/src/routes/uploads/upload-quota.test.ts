import { and, eq } from 'drizzle-orm';
import { CHAT_PATHS, UPLOAD_FILE_FIELD } from '../../contracts';
import { newId } from '../../db/ids';
import { uploads } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/databases';
import { seededSite } from '../../test/fixtures';
import { CUSTOMER_UPLOAD_BYTES_PER_DAY, UPLOAD_QUOTA_WINDOW_MS, uploadQuotaExceeded } from '../../uploads/upload-quota';
import { SAMPLE } from '../../uploads/sample-files-test-kit';
import { claimsOf, customerToken } from '../auth/auth-test-kit';
import { postFiles, storedFiles } from './uploads-test-kit';

const QUOTA_MESSAGE = uploadQuotaExceeded().message;

describeEachDatabase('the daily upload quota of a customer', (ctx: TestContext) => {
  let demoId: string;
  beforeAll(async () => {
    demoId = (await seededSite(ctx.db, 'demo')).id;
  });

  async function customer() {
    const token = await customerToken(ctx, demoId);
    return { token, id: claimsOf(token).sub };
  }
  /** Records `bytes` the customer stored `ageMs` ago (rows only: the quota reads the rows). */
  const alreadyStored = (customerId: string, bytes: number, ageMs = 60_000) =>
    ctx.db.insert(uploads).values({
      id: newId(),
      businessId: demoId,
      customerId,
      folder: 'chat-widget/document',
      fileName: 'earlier.pdf',
      storageKey: `demo/chat-widget/document/${newId()}.pdf`,
      mimeType: 'application/pdf',
      sizeBytes: bytes,
      url: '/uploads/demo/chat-widget/document/earlier.pdf',
      createdAt: new Date(Date.now() - ageMs),
    });
  const upload = (token: string, content: Buffer = SAMPLE.png) =>
    postFiles<{ message: string; code?: string; data?: { url: string } }>(
      ctx,
      `${CHAT_PATHS.upload}?kind=image`,
      [{ field: UPLOAD_FILE_FIELD, name: 'saree.png', type: 'image/png', content }],
      token,
    );
  const rowsOf = async (customerId: string) => (await ctx.db.select().from(uploads).where(and(eq(uploads.customerId, customerId), eq(uploads.businessId, demoId)))).length;

  it('refuses an upload with 413 and the quota message once the customer stored the quota within 24 hours, before storing anything', async () => {
    const me = await customer();
    await alreadyStored(me.id, CUSTOMER_UPLOAD_BYTES_PER_DAY);
    const before = storedFiles('demo/chat-widget/images');

    const { status, body } = await upload(me.token);

    expect(status).toBe(413);
    expect(body).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: QUOTA_MESSAGE });
    expect(QUOTA_MESSAGE).toBe('You have reached the upload limit of 250 MB of files a day. Please try again later.');
    expect(await rowsOf(me.id)).toBe(1);
    expect(storedFiles('demo/chat-widget/images')).toEqual(before);
  });

  it('cuts off a file that would pass the quota, with the quota message, and keeps nothing of it', async () => {
    const me = await customer();
    await alreadyStored(me.id, CUSTOMER_UPLOAD_BYTES_PER_DAY - 10);
    const before = storedFiles('demo/chat-widget/images');

    const { status, body } = await upload(me.token, Buffer.concat([SAMPLE.png, Buffer.alloc(64)]));

    expect(status).toBe(413);
    expect(body.message).toBe(QUOTA_MESSAGE);
    expect(await rowsOf(me.id)).toBe(1);
    expect(storedFiles('demo/chat-widget/images')).toEqual(before);
  });

  it('takes a file that fits in what is left, and counts only the last 24 hours', async () => {
    const fits = await customer();
    await alreadyStored(fits.id, CUSTOMER_UPLOAD_BYTES_PER_DAY - 1_000);
    expect((await upload(fits.token)).status).toBe(200);

    const yesterday = await customer();
    await alreadyStored(yesterday.id, CUSTOMER_UPLOAD_BYTES_PER_DAY, UPLOAD_QUOTA_WINDOW_MS + 60_000);
    expect((await upload(yesterday.token)).status).toBe(200);
  });

  it("does not hold back another customer of the shop", async () => {
    const full = await customer();
    await alreadyStored(full.id, CUSTOMER_UPLOAD_BYTES_PER_DAY);
    const other = await customer();
    expect((await upload(full.token)).status).toBe(413);
    expect((await upload(other.token)).status).toBe(200);
  });
});
