import { execFileSync } from 'node:child_process';
import type { Download } from '@playwright/test';

/** A downloaded PDF's text as poppler's pdftotext lays it out (`npm test` installs poppler-utils). */
export async function pdfText(download: Download): Promise<string> {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', await download.path(), '-'], { encoding: 'utf8' });
}
