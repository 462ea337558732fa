import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { responsiveImage, UPLOAD_PATHS, type ErrorAnswer, type UploadImageAnswer } from '../../contracts';
import { uploads } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/databases';
import { seededSite } from '../../test/fixtures';
import { customerToken, loginOwner, SUNRISE_LOGIN } from '../auth/auth-test-kit';
import { postFiles, storedBytes, storedFiles, type FilePart } from './uploads-test-kit';

/** Real pictures: the route decodes what it stores. */
const solid = (width: number, height: number, alpha = false) =>
  sharp({ create: { width, height, channels: alpha ? 4 : 3, background: alpha ? { r: 194, g: 65, b: 12, alpha: 0.5 } : '#c2410c' } });
let PNG: Buffer;
let JPEG: Buffer;
let GIF: Buffer;
beforeAll(async () => {
  PNG = await solid(64, 48, true).png().toBuffer();
  JPEG = await solid(1000, 750).jpeg().toBuffer();
  GIF = await solid(40, 40).gif().toBuffer();
});
/** Only the first bytes of a PNG and of a JPEG: they sniff as images but do not decode. */
const FAKE_PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('rest of a png')]);
const FAKE_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('rest of a jpeg')]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const TEXT = Buffer.from('just some words, not a picture');

async function upload<T = UploadImageAnswer>(ctx: TestContext, parts: FilePart[], token?: string, query = '') {
  const { status, body } = await postFiles<T>(ctx, `${UPLOAD_PATHS.image}${query}`, parts, token);
  return { status, body };
}

/** The owner image folders of the seeded sites, for "nothing written" checks. */
const filesOnDisk = () => storedFiles('demo/uploads', 'sunrise/uploads', 'demo/images', 'sunrise/images');

describeEachDatabase('owner image upload', (ctx) => {
  let token: string;
  let demoId: string;
  const rows = () => ctx.db.select().from(uploads).where(eq(uploads.folder, 'website/images'));

  beforeAll(async () => {
    token = (await loginOwner(ctx)).accessToken;
    demoId = (await seededSite(ctx.db, 'demo')).id;
  });

  it.each([
    ['PNG', () => PNG, 'photo.png', 'image/png', 'png'],
    // the name and client's type say nothing: a JPEG named .png with a wrong type is still a JPEG
    ['JPEG', () => JPEG, 'photo.png', 'application/octet-stream', 'jpg'],
  ])('stores a %s under the site folder and serves it at the answered url', async (_kind, sample, name, type, ext) => {
    const content = sample();
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

  it('renders a photo into a JPEG with WebP and JPEG variants at widths up to its own, served as immutable', async () => {
    const res = await upload(ctx, [{ name: 'shop.jpg', type: 'image/jpeg', content: JPEG }], token);
    expect(res.status).toBe(200);
    const image = responsiveImage(res.body.data.responsiveUrl);
    expect(res.body.data.responsiveUrl).toMatch(/^\/uploads\/demo\/images\/[0-9a-f]{16}-1000x750\.jpg$/);
    expect(image).toMatchObject({ width: 1000, height: 750, format: 'jpg' });
    const described = async (srcSet: string) =>
      Promise.all(
        srcSet.split(', ').map(async (candidate) => {
          const [url = '', descriptor] = candidate.split(' ');
          const served = await ctx.app.inject({ method: 'GET', url });
          expect(served.statusCode).toBe(200);
          expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          const meta = await sharp(served.rawPayload).metadata();
          return `${descriptor} ${meta.format} ${meta.width}x${meta.height}`;
        }),
      );
    expect(await described(image?.webpSrcSet ?? '')).toEqual(['320w webp 320x240', '640w webp 640x480', '960w webp 960x720', '1000w webp 1000x750']);
    expect(await described(image?.fallbackSrcSet ?? '')).toEqual(['320w jpeg 320x240', '640w jpeg 640x480', '960w jpeg 960x720', '1000w jpeg 1000x750']);
    // the original is kept as sent
    expect(storedBytes(res.body.data.url).equals(JPEG)).toBe(true);
  });

  it('keeps transparency: a PNG with see-through pixels renders to PNG, never scaled up', async () => {
    const res = await upload(ctx, [{ name: 'logo.png', type: 'image/png', content: PNG }], token);
    const image = responsiveImage(res.body.data.responsiveUrl);
    expect(image).toMatchObject({ width: 64, height: 48, format: 'png' });
    expect(image?.webpSrcSet).toMatch(/-64x48-64w\.webp 64w$/);
    expect((await sharp(storedBytes(image?.src ?? '')).metadata()).hasAlpha).toBe(true);
  });

  it('accepts the owner naming their own business', async () => {
    const res = await upload(ctx, [{ name: 'a.png', type: 'image/png', content: PNG }], token, `?accountTypeId=${demoId}`);
    expect(res.status).toBe(200);
  });

  it('stores a file of exactly 5 MB', async () => {
    // a real PNG followed by padding: decoders stop at its end
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
      ['the first bytes of a PNG and nothing of an image after them', { name: 'photo.png', type: 'image/png', content: FAKE_PNG }],
      ['the first bytes of a JPEG and nothing of an image after them', { name: 'photo.jpg', type: 'image/jpeg', content: FAKE_JPEG }],
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
    const res = await upload(ctx, [{ name: 'a.gif', type: 'image/gif', content: GIF }], other);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      url: expect.stringMatching(/^\/uploads\/sunrise\/uploads\/[0-9a-f]{24}\.gif$/),
      mimeType: 'image/gif',
      responsiveUrl: expect.stringMatching(/^\/uploads\/sunrise\/images\/[0-9a-f]{16}-40x40\.jpg$/),
    });
  });
});
