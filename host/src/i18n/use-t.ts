import { useStore } from 'shared';
import { createTranslator } from 'shared/i18n';
import en from './messages/en.json';

/** The shell's messages (header, navigation, footer, page errors) in every language. */
export const hostMessages = createTranslator<HostMessage>({ en, hi: () => import('./messages/hi.json') });
export type HostMessage = keyof typeof en;

/** The shell's messages in the page's language. */
export function useT() {
  return hostMessages.useMessages(useStore().locale);
}
