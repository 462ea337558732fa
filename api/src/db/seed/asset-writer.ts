import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { responsiveImage, responsiveImageName, type RasterFormat } from '../../contracts';
import { Readable } from 'node:stream';
import { isKeyTaken, type FileStorage } from '../../uploads/file-storage';
import { renderImageVariants, storeRendition, type ImageRendition, type RenderedFile } from '../../uploads/image-variants';
import { localDiskStorage } from '../../uploads/local-disk-storage';

/** How many SVGs are rendered at once: sharp works on its own threads, the seed only waits. */
const RENDER_CONCURRENCY = 4;
/** Bump when the renditions' encoding settings change, so the cache below is not reused. */
const RENDITION_VERSION = 1;
const RENDITION_CACHE = path.join(os.tmpdir(), `seed-renditions-${sharp.versions.sharp ?? ''}-${RENDITION_VERSION}`);

/** Every file name of the rendition whose main file is `name` (see responsiveImage), main first. */
function renditionNames(name: string): string[] {
  const image = responsiveImage(`/uploads/cache/${name}`);
  if (!image) throw new Error(`not a rendition name: ${name}`);
  const names = [image.src, ...`${image.webpSrcSet}, ${image.fallbackSrcSet}`.split(', ').map((c) => c.split(' ')[0] ?? '')].map((url) => url.slice('/uploads/cache/'.length));
  return [...new Set(names)];
}

/** A rendition from the cache when all of its files are there, else null. */
function cachedRendition(name: string, format: RasterFormat): ImageRendition | null {
  const files: RenderedFile[] = [];
  for (const file of renditionNames(name)) {
    try {
      files.push({ name: file, bytes: fs.readFileSync(path.join(RENDITION_CACHE, 'renditions', file)) });
    } catch {
      return null;
    }
  }
  const [hash = '', size = ''] = name.split('.')[0]?.split('-') ?? [];
  const [width = 0, height = 0] = size.split('x').map(Number);
  return { hash, width, height, format, files };
}

/**
 * Writes generated SVG artwork to the upload storage under <subdomain>/ (the originals, kept) and answers the URL
 * of its raster rendition, which `render()` then makes with sharp: the main JPEG (or PNG) at the SVG's
 * own size and its WebP and JPEG/PNG width variants, named by the convention of
 * shared/src/contracts/image-variants.ts. The URL is known before rendering (the content hash of the SVG
 * and the size written on its root element), so the seed's rows are built without waiting.
 */
export class AssetWriter {
  written = 0;
  private readonly pending: { key: string; folder: string; svg: Buffer; format: RasterFormat; name: string }[] = [];

  /** `storage`: where the files go (the local disk or the object store); null writes none. */
  constructor(
    private readonly storage: FileStorage | null,
    private readonly subdomain: string,
  ) {}

  /** `format`: 'png' for artwork with transparent parts or hard edges (a round logo, a QR code), else 'jpg'. */
  write(relativePath: string, content: string, format: RasterFormat = 'jpg'): string {
    const rel = `${this.subdomain}/${relativePath}`;
    const svg = Buffer.from(content);
    const size = /^<svg\b[^>]*?\swidth="(\d+)"[^>]*?\sheight="(\d+)"/.exec(content);
    if (!size) throw new Error(`${relativePath}: the SVG root needs a width and a height in pixels`);
    const hash = createHash('sha256').update(svg).digest('hex').slice(0, 16);
    const name = responsiveImageName(hash, Number(size[1]), Number(size[2]), format);
    const folder = path.posix.dirname(rel);
    if (this.storage) {
      this.written += 1;
      this.pending.push({ key: rel, folder, svg, format, name });
    }
    return `/uploads/${folder}/${name}`;
  }

  /**
   * Stores the originals and renders and stores the rasters of everything written so far. Renditions are also kept in a cache in
   * the system's temporary folder, keyed by content, format and sharp's version, so seeding again (a
   * reset, each test run's fresh database) copies files instead of encoding them again.
   */
  async render(): Promise<void> {
    const { storage } = this;
    if (!storage) return;
    const cache = localDiskStorage(RENDITION_CACHE);
    const jobs = this.pending.splice(0);
    const worker = async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        // a seed again over the same storage (a reset) finds its originals already there
        await storage.put(job.key, Readable.from([job.svg])).catch((error: unknown) => {
          if (!isKeyTaken(error)) throw error;
        });
        let rendition = cachedRendition(job.name, job.format);
        if (!rendition) {
          rendition = await renderImageVariants(job.svg, { format: job.format });
          await storeRendition(cache, 'renditions', rendition).catch(() => undefined);
        }
        const key = await storeRendition(storage, job.folder, rendition);
        if (!key.endsWith(`/${job.name}`)) throw new Error(`rendered ${key}, expected ${job.name}`);
      }
    };
    await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker));
  }
}
