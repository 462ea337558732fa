import fs from 'node:fs/promises';
import path from 'node:path';

/** A business's subdomain as a folder name: a host-name label, so it can never climb out of the uploads dir. */
const SUBDOMAIN = /^[a-z0-9-]{1,63}$/;

export interface StoredImage {
  /** Path under the uploads dir (`<subdomain>/uploads/<id>.<ext>`). */
  storageKey: string;
  /** Where `/uploads/*` serves it. */
  url: string;
}

/** Where an image lands: `<uploads dir>/<subdomain>/uploads/<id>.<ext>`, served at `/uploads/<storageKey>`. */
export function imageLocation(subdomain: string, id: string, ext: string): StoredImage {
  if (!SUBDOMAIN.test(subdomain)) throw new Error(`not a subdomain: ${JSON.stringify(subdomain)}`);
  const storageKey = `${subdomain}/uploads/${id}.${ext}`;
  return { storageKey, url: `/uploads/${storageKey}` };
}

/** Writes the bytes; a name already taken is an error (`wx`), never an overwrite (answers are cached for a year). */
export async function writeImage(root: string, storageKey: string, bytes: Buffer): Promise<void> {
  const file = path.join(root, ...storageKey.split('/'));
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, bytes, { flag: 'wx' });
}

/** Removes a written image whose row could not be recorded; a file already gone is fine. */
export async function removeImage(root: string, storageKey: string): Promise<void> {
  await fs.rm(path.join(root, ...storageKey.split('/')), { force: true });
}
