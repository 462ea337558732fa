import type { FileStorage } from '../../uploads/file-storage';
import { websiteImageKey, websiteRenditionFolder } from '../../uploads/upload-keys';

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * Whether `logo` may be the business's logo: none, the one it has, or an image the owner's upload route
 * stored for this site (its rendition in `<subdomain>/images/` or its original in `<subdomain>/uploads/`).
 * Anything else (another site's file, an outside address) would let a profile show what the owner never
 * uploaded here.
 */
export function isOwnLogo(storage: Pick<FileStorage, 'urlOf'>, subdomain: string, logo: string | null, current: string | null): boolean {
  if (logo === null || logo === current) return true;
  const folders = [`${websiteRenditionFolder(subdomain)}/`, websiteImageKey(subdomain, 'x', 'png').replace(/x\.png$/, '')];
  return folders.some((folder) => {
    const prefix = storage.urlOf(`${folder}placeholder`).replace(/placeholder$/, '');
    return logo.startsWith(prefix) && FILE_NAME.test(logo.slice(prefix.length));
  });
}
