import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { responsiveImage } from '../contracts';
import { renderImageVariants, storeRendition } from './image-variants';
import { localDiskStorage } from './local-disk-storage';

/** A real picture of the given size: a gradient-like pattern, opaque or with transparent pixels. */
async function picture(width: number, height: number, options: { alpha?: boolean; format?: 'png' | 'jpeg' } = {}) {
  const channels = options.alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let i = 0; i < width * height; i += 1) {
    pixels[i * channels] = i % 256;
    pixels[i * channels + 1] = (i >> 3) % 256;
    pixels[i * channels + 2] = 128;
    if (options.alpha) pixels[i * channels + 3] = i % 2 ? 255 : 0;
  }
  const image = sharp(pixels, { raw: { width, height, channels } });
  return (options.format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
}

const describeFile = async (bytes: Buffer) => {
  const meta = await sharp(bytes).metadata();
  return `${meta.format} ${meta.width}x${meta.height}`;
};

describe('renderImageVariants', () => {
  it('makes a JPEG main file and WebP and JPEG variants at the standard widths below an opaque photo\'s own', async () => {
    const rendition = await renderImageVariants(await picture(1000, 500, { format: 'jpeg' }));
    expect(rendition).toMatchObject({ width: 1000, height: 500, format: 'jpg' });
    const files = await Promise.all(rendition.files.map(async (f) => `${f.name.slice(17)} ${await describeFile(f.bytes)}`));
    expect(files).toEqual([
      '1000x500.jpg jpeg 1000x500',
      '1000x500-320w.webp webp 320x160',
      '1000x500-320w.jpg jpeg 320x160',
      '1000x500-640w.webp webp 640x320',
      '1000x500-640w.jpg jpeg 640x320',
      '1000x500-960w.webp webp 960x480',
      '1000x500-960w.jpg jpeg 960x480',
      '1000x500-1000w.webp webp 1000x500',
    ]);
  });

  it('never scales a small image up: a 200 px logo gets one WebP at 200 px beside its main file', async () => {
    const rendition = await renderImageVariants(await picture(200, 100));
    const sizes = await Promise.all(rendition.files.map((f) => describeFile(f.bytes)));
    expect(sizes).toEqual(['jpeg 200x100', 'webp 200x100']);
  });

  it('keeps transparency: an image with transparent pixels falls back to PNG', async () => {
    const rendition = await renderImageVariants(await picture(400, 400, { alpha: true }));
    expect(rendition.format).toBe('png');
    expect(rendition.files.map((f) => f.name.replace(/^[0-9a-f]{16}-/, ''))).toEqual(['400x400.png', '400x400-320w.webp', '400x400-320w.png', '400x400-400w.webp']);
    expect((await sharp(rendition.files[0]?.bytes).metadata()).hasAlpha).toBe(true);
  });

  it('scales an original wider than 1920 px down to 1920 for its main file', async () => {
    const rendition = await renderImageVariants(await picture(2400, 600, { format: 'jpeg' }));
    expect(rendition).toMatchObject({ width: 1920, height: 480 });
    expect(rendition.files.filter((f) => f.name.endsWith('.webp')).map((f) => f.name.slice(17))).toEqual([
      '1920x480-320w.webp',
      '1920x480-640w.webp',
      '1920x480-960w.webp',
      '1920x480-1280w.webp',
      '1920x480-1920w.webp',
    ]);
  });

  it('renders an SVG at its own size', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#c2410c"/></svg>');
    const rendition = await renderImageVariants(svg);
    expect(rendition).toMatchObject({ width: 800, height: 600, format: 'jpg' });
    expect(await describeFile(rendition.files[0]?.bytes ?? Buffer.alloc(0))).toBe('jpeg 800x600');
  });

  it('refuses bytes that only start like an image', async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
    await expect(renderImageVariants(fake)).rejects.toThrow();
  });
});

describe('storeRendition', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'variants-test-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('stores every file under content-addressed names the storefront derives its srcset from, twice without error', async () => {
    const storage = localDiskStorage(root);
    const rendition = await renderImageVariants(await picture(700, 700, { format: 'jpeg' }));
    const key = await storeRendition(storage, 'demo/images', rendition);
    expect(await storeRendition(storage, 'demo/images', rendition)).toBe(key);
    const derived = responsiveImage(storage.urlOf(key));
    expect(derived).not.toBeNull();
    const urls = [derived?.src ?? '', ...`${derived?.webpSrcSet}, ${derived?.fallbackSrcSet}`.split(', ').map((c) => c.split(' ')[0] ?? '')];
    for (const url of urls) expect(fs.existsSync(path.join(root, url.replace(/^\/uploads\//, '')))).toBe(true);
    expect(fs.readdirSync(path.join(root, 'demo/images'))).toHaveLength(rendition.files.length);
  });
});
