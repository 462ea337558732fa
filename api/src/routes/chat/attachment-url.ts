import { ATTACHMENT_FOLDERS } from '../../contracts';

/** A stored file's name: the upload's random id and extension, nothing that could climb folders. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]{1,10})?$/;

/**
 * True when `url` is a file of this business's chat uploads: `/uploads/<subdomain>/chat-widget/images/<file>`
 * or `/uploads/<subdomain>/chat-widget/document/<file>`. An image, file or audio message may only point
 * there, so a chat line can never carry a link to another site or another business's files.
 */
export function isChatUploadUrl(url: string, subdomain: string): boolean {
  for (const folder of Object.values(ATTACHMENT_FOLDERS)) {
    const prefix = `/uploads/${subdomain}/${folder}/`;
    if (url.startsWith(prefix)) return FILE_NAME.test(url.slice(prefix.length));
  }
  return false;
}
