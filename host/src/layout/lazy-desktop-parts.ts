import { lazyExport } from 'shared/dom';
import { afterFirstScreen } from '../ssr/first-screen-live';

/**
 * The desktop layout's own parts, which a phone (where most shoppers are) never loads. The header is
 * part of the first screen: its chunk is requested as soon as a desktop page starts
 * (hydrate-server-page.tsx), so it is usually there before hydration reaches it. The footer and the
 * chat launcher wait for the first screen to be live (or the shopper's first tap, or a slow first
 * screen: afterFirstScreen): on a server-rendered page their HTML is on screen meanwhile, and the
 * first screen needs none of their code.
 */
// Named, so the browser tests can hold it back.
export const loadDesktopHeader = () => import(/* webpackChunkName: "desktop-header" */ './DesktopHeader');

let lowerParts: Promise<typeof import('./desktop-lower-parts')> | undefined;
const loadDesktopLowerParts = () =>
  // Named, so the browser tests can tell when it was requested.
  (lowerParts ??= afterFirstScreen().then(() => import(/* webpackChunkName: "desktop-lower-parts" */ './desktop-lower-parts')));

export const LazyDesktopHeader = lazyExport(loadDesktopHeader, 'DesktopHeader');
export const LazyDesktopFooter = lazyExport(loadDesktopLowerParts, 'DesktopFooter');
export const LazyChatLauncher = lazyExport(loadDesktopLowerParts, 'ChatLauncher');
