import { access, readdir } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { cacheControlFor, IMMUTABLE } from './cache-policy';

/**
 * Where an earlier release keeps a hashed file the live one lacks: the newest release under
 * `releasesDir` (`<buildId>/dist/<file>`) that has it, or null. Only hashed files (chunks, styles,
 * images) are looked for: their names are unique to their content, so sending an older release's copy
 * is always right, while an entry (remoteEntry.js, index.html) always comes from the live release.
 */
export async function olderReleaseHolding(releasesDir: string, urlPath: string): Promise<{ root: string; file: string } | null> {
  let file: string;
  try {
    file = normalize(decodeURIComponent(urlPath)).replace(/^[/\\]+/, '');
  } catch {
    return null;
  }
  if (file.startsWith('..') || file.includes('\0') || cacheControlFor(file) !== IMMUTABLE || /\.map(\.(br|gz))?$/i.test(file)) return null;
  let releases: string[];
  try {
    releases = (await readdir(releasesDir)).sort().reverse();
  } catch {
    return null;
  }
  for (const release of releases) {
    const root = join(releasesDir, release, 'dist');
    try {
      await access(join(root, file));
      return { root, file };
    } catch {
      // Not in this release.
    }
  }
  return null;
}
