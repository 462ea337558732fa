import { ATTACHMENT_FOLDERS, type AttachmentKind } from '../contracts';

/** A business's subdomain as a folder name: a host-name label, so it can never climb out of the storage. */
const SUBDOMAIN = /^[a-z0-9-]{1,63}$/;

function folderOf(subdomain: string): string {
  if (!SUBDOMAIN.test(subdomain)) throw new Error(`not a subdomain: ${JSON.stringify(subdomain)}`);
  return subdomain;
}

/** Where an owner's section image lands: `<subdomain>/uploads/<id>.<ext>`. */
export function websiteImageKey(subdomain: string, id: string, ext: string): string {
  return `${folderOf(subdomain)}/uploads/${id}.${ext}`;
}

/** Where the renditions of an owner's images land (content-addressed names): `<subdomain>/images`. */
export function websiteRenditionFolder(subdomain: string): string {
  return `${folderOf(subdomain)}/images`;
}

/** The specification's folder of a chat attachment: the image picker's files apart, everything else as documents. */
export function attachmentFolder(kind: AttachmentKind): (typeof ATTACHMENT_FOLDERS)[keyof typeof ATTACHMENT_FOLDERS] {
  return kind === 'image' ? ATTACHMENT_FOLDERS.images : ATTACHMENT_FOLDERS.document;
}

/** Where a chat attachment lands: `<subdomain>/chat-widget/images/<id>.<ext>` or `.../chat-widget/document/...`. */
export function attachmentKey(subdomain: string, kind: AttachmentKind, id: string, ext: string): string {
  return `${folderOf(subdomain)}/${attachmentFolder(kind)}/${id}.${ext}`;
}
