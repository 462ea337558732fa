/**
 * Names webpack gave a content hash (`main.1a2b3c4d5e6f.js`, and its precompressed `.br`/`.gz`
 * siblings): they never change, so they cache for a year.
 */
const HASHED_ASSET = /\.[0-9a-f]{12}\.(js|css|png|svg|jpg|webp|woff2?)(\.map)?(\.br|\.gz)?$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entry files, manifests and HTML must be revalidated so a redeploy is picked up at once. */
export const REVALIDATE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  return HASHED_ASSET.test(filePath) ? IMMUTABLE : REVALIDATE;
}
