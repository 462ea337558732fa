/**
 * What only the desktop layout draws: its header (with the search and account menu), its footer and
 * the floating chat launcher. A phone, which most shoppers use, never loads them: they come in one
 * chunk of their own, requested as soon as a desktop page starts (hydrate-server-page.tsx) so it is
 * usually there before hydration reaches them.
 */
export { DesktopFooter } from './DesktopFooter';
export { DesktopHeader } from './DesktopHeader';
export { ChatLauncher } from '../chat/ChatLauncher';
