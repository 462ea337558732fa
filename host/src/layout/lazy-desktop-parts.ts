import { lazyExport } from 'shared/dom';

/** Loads the desktop layout's parts (desktop-parts.ts); one chunk, fetched once whoever asks first. */
export const loadDesktopParts = () => import('./desktop-parts');

export const LazyDesktopHeader = lazyExport(loadDesktopParts, 'DesktopHeader');
export const LazyDesktopFooter = lazyExport(loadDesktopParts, 'DesktopFooter');
export const LazyChatLauncher = lazyExport(loadDesktopParts, 'ChatLauncher');
