import { createTranslator } from './translator';
import en from './messages/en.json';

/**
 * The messages of shared's own views (shared/dom: totals, the mobile-only notice, the language menu),
 * bundled by each app that draws them; the view is handed the page's locale by its caller.
 */
export const sharedMessages = createTranslator<SharedMessage>({ en, hi: () => import('./messages/hi.json') });
export type SharedMessage = keyof typeof en;
