/**
 * What the desktop layout draws below and beside the page: its footer and the floating chat launcher.
 * A phone never loads them; a desktop loads them after its first screen (lazy-desktop-parts.ts).
 */
export { DesktopFooter } from './DesktopFooter';
export { ChatLauncher } from '../chat/ChatLauncher';
