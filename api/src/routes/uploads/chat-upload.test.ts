import { eq } from 'drizzle-orm';
import { CHAT_PATHS, type AttachmentKind, type ChatUploadAnswer, type ErrorAnswer } from '../../contracts';
import { uploads } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/databases';
import { seededSite } from '../../test/fixtures';
import { padded, SAMPLE } from '../../uploads/sample-files-test-kit';
import { customerToken, loginOwner, SUNRISE_LOGIN } from '../auth/auth-test-kit';
import { CHAT_UPLOAD_MESSAGES } from './receive-attachment';
import { postFiles, storedBytes, storedFiles, type FilePart } from './uploads-test-kit';

const MB = 1024 * 1024;
const uploadUrl = (kind: string) => `${CHAT_PATHS.upload}?kind=${kind}`;
const upload = <T = ChatUploadAnswer>(ctx: TestContext, kind: string, parts: FilePart[], token?: string) => postFiles<T>(ctx, uploadUrl(kind), parts, token);
const file = (name: string, type: string, content: Buffer): FilePart => ({ name, type, content });

/** The chat folders of both seeded sites: a refusal leaves nothing there, not even a half-written file. */
const chatFiles = () => storedFiles('demo/chat-widget', 'sunrise/chat-widget');

describeEachDatabase('chat attachment upload', (ctx) => {
  let demoId: string;
  let sunriseId: string;
  let customer: string;
  const rowOf = async (url: string) => (await ctx.db.select().from(uploads).where(eq(uploads.url, url)))[0];
  const chatRows = async () => (await ctx.db.select().from(uploads)).filter((r) => r.folder.startsWith('chat-widget/')).length;

  beforeAll(async () => {
    demoId = (await seededSite(ctx.db, 'demo')).id;
    sunriseId = (await seededSite(ctx.db, 'sunrise')).id;
  });
  // a customer per test: the file uploads more than one customer's per-minute allowance (customer-limits.ts)
  beforeEach(async () => {
    customer = await customerToken(ctx, demoId);
  });

  it.each<[string, AttachmentKind, FilePart, string, string]>([
    ['a JPEG photo', 'image', file('IMG_0042.JPG', 'image/jpeg', SAMPLE.jpeg), 'image/jpeg', 'images/[0-9a-f]{24}\\.jpg'],
    // the name and the declared type say nothing: the bytes are a PNG
    ['a PNG named as a JPEG', 'image', file('photo.jpg', 'application/octet-stream', SAMPLE.png), 'image/png', 'images/[0-9a-f]{24}\\.png'],
    ['a video', 'video', file('clip.mp4', 'video/mp4', SAMPLE.mp4), 'video/mp4', 'document/[0-9a-f]{24}\\.mp4'],
    ['a recorded voice note', 'audio', file('voice.webm', 'audio/webm;codecs=opus', SAMPLE.webm), 'audio/webm', 'document/[0-9a-f]{24}\\.weba'],
    ['a PDF', 'document', file('Invoice March.pdf', 'application/pdf', SAMPLE.pdf), 'application/pdf', 'document/[0-9a-f]{24}\\.pdf'],
    ['a CSV', 'document', file('order.csv', 'text/csv', SAMPLE.csv), 'text/csv', 'document/[0-9a-f]{24}\\.csv'],
  ])('stores %s from a customer under the site chat folder', async (_what, kind, part, mimeType, path) => {
    const res = await upload(ctx, kind, [part], customer);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'success',
      data: { url: expect.stringMatching(new RegExp(`^/uploads/demo/chat-widget/${path}$`)), mimeType, fileName: part.name, size: part.content.length },
    });
    const { url } = res.body.data;
    expect(storedBytes(url).equals(part.content)).toBe(true);
    expect(await rowOf(url)).toMatchObject({
      businessId: demoId,
      customerId: expect.stringMatching(/^[0-9a-f]{24}$/),
      folder: kind === 'image' ? 'chat-widget/images' : 'chat-widget/document',
      fileName: part.name,
      storageKey: url.replace(/^\/uploads\//, ''),
      mimeType,
      sizeBytes: part.content.length,
    });
  });

  it('serves images inline and documents as downloads, never sniffed', async () => {
    const served = async (kind: AttachmentKind, part: FilePart) => {
      const { body } = await upload(ctx, kind, [part], customer);
      const res = await ctx.app.inject({ method: 'GET', url: body.data.url });
      return { status: res.statusCode, type: res.headers['content-type'], disposition: res.headers['content-disposition'], sniff: res.headers['x-content-type-options'] };
    };
    expect(await served('image', file('a.png', 'image/png', SAMPLE.png))).toEqual({ status: 200, type: 'image/png', disposition: undefined, sniff: 'nosniff' });
    expect(await served('document', file('a.pdf', 'application/pdf', SAMPLE.pdf))).toEqual({ status: 200, type: 'application/pdf', disposition: 'attachment', sniff: 'nosniff' });
    // an HTML page sent as plain text stays plain text, and a download
    expect(await served('document', file('page.txt', 'text/plain', SAMPLE.html))).toEqual({
      status: 200,
      type: 'text/plain; charset=utf-8',
      disposition: 'attachment',
      sniff: 'nosniff',
    });
  });

  it('keeps the display name harmless', async () => {
    const res = await upload(ctx, 'document', [file('..\\..\\report\u202Efdp.exe', 'application/pdf', SAMPLE.pdf)], customer);
    expect(res.status).toBe(200);
    expect(res.body.data.fileName).toBe('reportfdp.exe');
    expect(res.body.data.url).toMatch(/\.pdf$/);
  });

  it('stores a file of exactly 5 MB as an image', async () => {
    const res = await upload(ctx, 'image', [file('big.jpg', 'image/jpeg', padded(SAMPLE.jpeg, 5 * MB))], customer);
    expect([res.status, res.body.data.size]).toEqual([200, 5 * MB]);
  });

  describe('the business comes from the token', () => {
    it("stores an owner's upload under the owner's own site", async () => {
      const owner = (await loginOwner(ctx, SUNRISE_LOGIN)).accessToken;
      const res = await upload(ctx, 'image', [file('a.png', 'image/png', SAMPLE.png)], owner);
      expect(res.status).toBe(200);
      expect(res.body.data.url).toMatch(/^\/uploads\/sunrise\/chat-widget\/images\//);
      expect(await rowOf(res.body.data.url)).toMatchObject({ businessId: sunriseId, customerId: null });
    });

    it("stores another site's customer under that site", async () => {
      const res = await upload(ctx, 'image', [file('a.png', 'image/png', SAMPLE.png)], await customerToken(ctx, sunriseId));
      expect(res.body.data.url).toMatch(/^\/uploads\/sunrise\/chat-widget\/images\//);
    });

    it('takes no business from the query', async () => {
      const owner = (await loginOwner(ctx, SUNRISE_LOGIN)).accessToken;
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${uploadUrl('image')}&subdomain=demo&accountTypeId=${demoId}`,
        headers: { authorization: `Bearer ${owner}`, 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--\r\n',
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('refusals store nothing', () => {
    let before: { files: string[]; rows: number };
    beforeEach(async () => {
      before = { files: chatFiles(), rows: await chatRows() };
    });
    afterEach(async () => {
      expect(chatFiles()).toEqual(before.files);
      expect(await chatRows()).toBe(before.rows);
    });

    it.each<[string, AttachmentKind, FilePart, string]>([
      ['a Linux program named photo.png', 'image', file('photo.png', 'image/png', SAMPLE.elf), 'Invalid image file type. Please select a valid image.'],
      ['a Windows program named invoice.pdf', 'document', file('invoice.pdf', 'application/pdf', SAMPLE.exe), 'Invalid document file type. Please select a valid document.'],
      ['a Windows program claiming to be text', 'document', file('notes.txt', 'text/plain', SAMPLE.exe), 'Invalid document file type. Please select a valid document.'],
      ['an SVG image', 'image', file('logo.svg', 'image/svg+xml', SAMPLE.svg), 'Invalid image file type. Please select a valid image.'],
      ['a GIF from the image picker', 'image', file('a.gif', 'image/gif', SAMPLE.gif), 'Invalid image file type. Please select a valid image.'],
      ['a PNG from the video picker', 'video', file('clip.mp4', 'video/mp4', SAMPLE.png), 'Invalid video file type. Please select a valid video.'],
      ['a video from the audio picker', 'audio', file('a.mp3', 'audio/mpeg', SAMPLE.mp4), 'Invalid audio file type. Please select a valid audio.'],
      ['an HTML page', 'document', file('page.html', 'text/html', SAMPLE.html), 'Invalid document file type. Please select a valid document.'],
      ['text with a NUL byte', 'document', file('a.txt', 'text/plain', Buffer.from('abc\0def')), 'Invalid document file type. Please select a valid document.'],
      ['a CSV in Latin-1', 'document', file('a.csv', 'text/csv', Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a])), 'Invalid document file type. Please select a valid document.'],
      // the text check runs on every byte, not only the head the type was read from
      [
        'text turning binary after 1 MB',
        'document',
        file('a.txt', 'text/plain', Buffer.concat([Buffer.alloc(MB, 'a'), SAMPLE.elf])),
        'Invalid document file type. Please select a valid document.',
      ],
    ])('refuses %s by its bytes (415)', async (_what, kind, part, message) => {
      const res = await upload<ErrorAnswer>(ctx, kind, [part], customer);
      expect([res.status, res.body.code, res.body.message]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE', message]);
    });

    it.each<[string, AttachmentKind, number, string]>([
      ['an image of 5 MB + 1 byte', 'image', 5 * MB + 1, 'File size exceeds the maximum limit of 5 MB.'],
      ['a video of 100 MB + 1 byte', 'video', 100 * MB + 1, 'File size exceeds the maximum limit of 100 MB.'],
    ])('refuses %s (413)', async (_what, kind, size, message) => {
      const content = padded(kind === 'image' ? SAMPLE.jpeg : SAMPLE.mp4, size);
      const res = await upload<ErrorAnswer>(ctx, kind, [file('big', 'application/octet-stream', content)], customer);
      expect([res.status, res.body.code, res.body.message]).toEqual([413, 'PAYLOAD_TOO_LARGE', message]);
    });

    it('refuses an empty file (400)', async () => {
      const res = await upload<ErrorAnswer>(ctx, 'image', [file('empty.png', 'image/png', Buffer.alloc(0))], customer);
      expect([res.status, res.body.message]).toEqual([400, CHAT_UPLOAD_MESSAGES.empty]);
    });

    it('refuses no file, a file in another field and a second file (400)', async () => {
      const png = file('a.png', 'image/png', SAMPLE.png);
      expect((await upload<ErrorAnswer>(ctx, 'image', [], customer)).body.message).toBe(CHAT_UPLOAD_MESSAGES.noFile);
      const other = await upload<ErrorAnswer>(ctx, 'image', [{ ...png, field: 'image' }], customer);
      expect([other.status, other.body.message]).toEqual([400, CHAT_UPLOAD_MESSAGES.oneFile]);
      const two = await upload<ErrorAnswer>(ctx, 'image', [png, png], customer);
      expect([two.status, two.body.message]).toEqual([400, CHAT_UPLOAD_MESSAGES.oneFile]);
    });

    it('refuses a body that is not multipart (415) and a kind it does not know (400)', async () => {
      const json = await ctx.app.inject({ method: 'POST', url: uploadUrl('image'), headers: { authorization: `Bearer ${customer}` }, payload: { file: 'x' } });
      expect(json.statusCode).toBe(415);
      expect((await upload<ErrorAnswer>(ctx, 'sticker', [file('a.png', 'image/png', SAMPLE.png)], customer)).status).toBe(400);
      expect((await postFiles<ErrorAnswer>(ctx, CHAT_PATHS.upload, [file('a.png', 'image/png', SAMPLE.png)], customer)).status).toBe(400);
    });

    it('refuses without a valid token (401)', async () => {
      const png = file('a.png', 'image/png', SAMPLE.png);
      const nobody = await upload<ErrorAnswer>(ctx, 'image', [png]);
      expect([nobody.status, nobody.body.code]).toEqual([401, 'NO_TOKEN']);
      const forged = await upload<ErrorAnswer>(ctx, 'image', [png], `${customer.slice(0, -4)}AAAA`);
      expect(forged.status).toBe(401);
      const inactive = await upload<ErrorAnswer>(ctx, 'image', [png], await customerToken(ctx, demoId, 'inactive'));
      expect([inactive.status, inactive.body.code]).toEqual([401, 'ACCOUNT_INACTIVE']);
    });
  });
});
