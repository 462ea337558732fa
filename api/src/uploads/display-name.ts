/** Longest display name kept, in characters (the `uploads` row and a message card need no more). */
export const DISPLAY_NAME_MAX = 255;

/**
 * The customer's file name as it may be shown beside a file message: the last path segment, without
 * control or invisible formatting characters (a right-to-left override can make `gpj.exe` read as
 * `exe.jpg`), spaces collapsed, at most 255 characters. Never used on disk: stored files get new names.
 */
export function displayName(original: string, fallback = 'file'): string {
  const lastSegment = original.split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  const name = Array.from(cleaned).slice(0, DISPLAY_NAME_MAX).join('').trim();
  return name === '' || name === '.' || name === '..' ? fallback : name;
}
