import { eq } from 'drizzle-orm';
import { UPLOAD_PATHS, type ErrorAnswer, type UploadImageAnswer } from '../../contracts';
import { uploads } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/databases';
import { seededSite } from '../../test/fixtures';
import { customerToken, loginOwner, SUNRISE_LOGIN } from '../auth/auth-test-kit';
import { postFiles, storedBytes, storedFiles, type FilePart } from './uploads-test-kit';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('rest of a png')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('rest of a jpeg')]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const TEXT = Buffer.from('just some words, not a picture');

async function upload<T = UploadImageAnswer>(ctx: TestContext, parts: FilePart[], token?: string, query = '') {
  const { status, body } = await postFiles<T>(ctx, `${UPLOAD_PATHS.image}${query}`, parts, token);
  return { status, body };
}

/** The owner image folders of the seeded sites, for "nothing written" checks. */
const filesOnDisk = () => storedFiles('demo/uploads', 'sunrise/uploads');

describeEachDatabase('owner image upload', (ctx) => {
  let token: string;
  let demoId: string;
  const rows = () => ctx.db.select().from(uploads).where(eq(uploads.folder, 'website/images'));

  beforeAll(async () => {
    token = (await loginOwner(ctx)).accessToken;
    demoId = (await seededSite(ctx.db, 'demo')).id;
  });

  it.each([
    ['PNG', PNG, 'photo.png', 'image/png', 'png'],
    // the name and client's type say nothing: a JPEG named .png with a wrong type is still a JPEG
    ['JPEG', JPEG, 'photo.png', 'application/octet-stream', 'jpg'],
  ])('stores a %s under the site folder and serves it at the answered url', async (_kind, content, name, type, ext) => {
    const res = await upload(ctx, [{ name, type, content }], token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('success');
    expect(res.body.data.mimeType).toBe(ext === 'png' ? 'image/png' : 'image/jpeg');
    expect(res.body.data.url).toMatch(new RegExp(`^/uploads/demo/uploads/[0-9a-f]{24}\\.${ext}$`));

    const served = await ctx.app.inject({ method: 'GET', url: res.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(res.body.data.mimeType);
    expect(served.rawPayload.equals(content)).toBe(true);
    expect(storedBytes(res.body.data.url).equals(content)).toBe(true);

    const [row] = await ctx.db.select().from(uploads).where(eq(uploads.url, res.body.data.url));
    expect(row).toMatchObject({ businessId: demoId, folder: 'website/images', fileName: name, mimeType: res.body.data.mimeType, sizeBytes: content.length });
    expect(row?.storageKey).toBe(res.body.data.url.replace(/^\/uploads\//, ''));
  });

  it('accepts the owner naming their own business', async () => {
    const res = await upload(ctx, [{ name: 'a.png', type: 'image/png', content: PNG }], token, `?accountTypeId=${demoId}`);
    expect(res.status).toBe(200);
  });

  it('stores a file of exactly 5 MB', async () => {
    const content = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    const res = await upload(ctx, [{ name: 'big.png', type: 'image/png', content }], token);
    expect(res.status).toBe(200);
  });

  describe('refusals write nothing', () => {
    let before: { files: string[]; rows: number };
    beforeEach(async () => {
      before = { files: filesOnDisk(), rows: (await rows()).length };
    });
    afterEach(async () => {
      expect(filesOnDisk()).toEqual(before.files);
      expect((await rows()).length).toBe(before.rows);
    });

    it.each([
      ['a text file named .png', { name: 'photo.png', type: 'image/png', content: TEXT }],
      ['an SVG', { name: 'logo.svg', type: 'image/svg+xml', content: SVG }],
      ['an SVG claiming to be a PNG', { name: 'logo.png', type: 'image/png', content: SVG }],
      ['an empty file', { name: 'empty.png', type: 'image/png', content: Buffer.alloc(0) }],
    ])('refuses %s with 400 by its content', async (_what, part) => {
      const res = await upload<ErrorAnswer>(ctx, [part], token);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid image file type. Please select a valid image.');
    });

    it('refuses a file over 5 MB', async () => {
      const content = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]);
      const res = await upload<ErrorAnswer>(ctx, [{ name: 'huge.png', type: 'image/png', content }], token);
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('File size exceeds the maximum limit of 5 MB.');
    });

    it('refuses a file in another field, and a request without a file', async () => {
      const other = await upload<ErrorAnswer>(ctx, [{ field: 'image', name: 'a.png', type: 'image/png', content: PNG }], token);
      expect(other.status).toBe(400);
      expect(other.body.message).toContain('"file"');
      const none = await upload<ErrorAnswer>(ctx, [], token);
      expect(none.status).toBe(400);
    });

    it('refuses a second file', async () => {
      const part = { name: 'a.png', type: 'image/png', content: PNG };
      const res = await upload<ErrorAnswer>(ctx, [part, part], token);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('one image');
    });

    it('refuses a JSON body', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: UPLOAD_PATHS.image, headers: { authorization: `Bearer ${token}` }, payload: { file: 'x' } });
      expect(res.statusCode).toBe(415);
    });

    it('refuses without a token (401) and for a customer (403)', async () => {
      const part = { name: 'a.png', type: 'image/png', content: PNG };
      const nobody = await upload<ErrorAnswer>(ctx, [part]);
      expect([nobody.status, nobody.body.code]).toEqual([401, 'NO_TOKEN']);
      const customer = await upload<ErrorAnswer>(ctx, [part], await customerToken(ctx, demoId));
      expect([customer.status, customer.body.code]).toEqual([403, 'FORBIDDEN']);
    });

    it("refuses another business's owner uploading for this site (403)", async () => {
      const other = (await loginOwner(ctx, SUNRISE_LOGIN)).accessToken;
      const res = await upload<ErrorAnswer>(ctx, [{ name: 'a.png', type: 'image/png', content: PNG }], other, `?accountTypeId=${demoId}`);
      expect([res.status, res.body.code]).toEqual([403, 'FORBIDDEN']);
      expect(res.body.message).toBe('You do not have permission to edit this website');
    });
  });

  it("keeps another business's owner in their own folder", async () => {
    const other = (await loginOwner(ctx, SUNRISE_LOGIN)).accessToken;
    const res = await upload(ctx, [{ name: 'a.gif', type: 'image/gif', content: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1') }], other);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ url: expect.stringMatching(/^\/uploads\/sunrise\/uploads\/[0-9a-f]{24}\.gif$/), mimeType: 'image/gif' });
  });
});
