import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { IMAGE_MAX_WIDTH, imageVariantName, imageVariantWidths, responsiveImageName, type RasterFormat } from '../contracts';
import { isKeyTaken, type FileStorage } from './file-storage';

/** One file of a rendition: its name (see shared/src/contracts/image-variants.ts) and bytes. */
export interface RenderedFile {
  name: string;
  bytes: Buffer;
}

/** An image rendered to the responsive-image convention: the main raster first, then its variants. */
export interface ImageRendition {
  hash: string;
  width: number;
  height: number;
  format: RasterFormat;
  /** `files[0]` is the main file. */
  files: RenderedFile[];
}

export interface RenderOptions {
  /** Forces the fallback format; by default JPEG when every pixel is opaque, PNG otherwise. */
  format?: RasterFormat;
}

const encode = (image: ReturnType<typeof sharp>, format: RasterFormat | 'webp') => {
  if (format === 'webp') return image.webp({ quality: 78, effort: 2 });
  if (format === 'jpg') return image.jpeg({ quality: 80, progressive: true });
  return image.png({ compressionLevel: 6 });
};

/**
 * Renders an image (PNG, JPEG, WebP, GIF's first frame, or SVG) into its main raster at its own size,
 * at most IMAGE_MAX_WIDTH wide, and WebP and JPEG/PNG variants at the widths of imageVariantWidths:
 * never wider than the image. Turned upright by its EXIF orientation; metadata (GPS and the like) is
 * not copied. The source is decoded once; every variant is resized from that bitmap.
 */
export async function renderImageVariants(input: Buffer, options: RenderOptions = {}): Promise<ImageRendition> {
  const hash = createHash('sha256').update(input).digest('hex').slice(0, 16);
  const { data, info } = await sharp(input, { animated: false })
    .autoOrient()
    .resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const bitmap = () => sharp(data, raw);
  const format = options.format ?? ((await bitmap().stats()).isOpaque ? 'jpg' : 'png');
  const { width, height } = info;

  const render = async (variantWidth: number, to: RasterFormat | 'webp') => {
    let image = bitmap();
    if (variantWidth < width) image = image.resize({ width: variantWidth });
    if (to === 'jpg') image = image.flatten({ background: '#ffffff' });
    return encode(image, to).toBuffer();
  };

  const files: RenderedFile[] = [{ name: responsiveImageName(hash, width, height, format), bytes: await render(width, format) }];
  for (const variantWidth of imageVariantWidths(width)) {
    files.push({ name: imageVariantName(hash, width, height, variantWidth, 'webp'), bytes: await render(variantWidth, 'webp') });
    if (variantWidth < width) files.push({ name: imageVariantName(hash, width, height, variantWidth, format), bytes: await render(variantWidth, format) });
  }
  return { hash, width, height, format, files };
}

/**
 * Stores a rendition's files under `folder` (a storage key prefix such as `demo/images`) and answers the
 * main file's key. The names are content-addressed, so a file already stored under its name is the
 * same file and is kept as it is.
 */
export async function storeRendition(storage: FileStorage, folder: string, rendition: ImageRendition): Promise<string> {
  for (const file of rendition.files) {
    try {
      await storage.put(`${folder}/${file.name}`, Readable.from([file.bytes]));
    } catch (error) {
      if (!isKeyTaken(error)) throw error;
    }
  }
  return `${folder}/${rendition.files[0]?.name ?? ''}`;
}
