import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Noto Sans, from its npm package, embedded (subset) in every invoice: it draws Latin, the rupee sign
 * (U+20B9) and Devanagari, so a Hindi name or address prints as written on any reader's machine.
 */
const fontDir = dirname(createRequire(__filename).resolve('@expo-google-fonts/noto-sans/package.json'));

export const INVOICE_FONTS = {
  regular: join(fontDir, '400Regular', 'NotoSans_400Regular.ttf'),
  bold: join(fontDir, '700Bold', 'NotoSans_700Bold.ttf'),
} as const;
