import { useStore } from 'shared';
import { createTranslator } from 'shared/i18n';
import en from './messages/en.json';

/** The storefront's shopper-facing messages (listing, product, categories, contact, profile, sections' chrome) in every language. */
export const storefrontMessages = createTranslator<StorefrontMessage>({ en, hi: () => import('./messages/hi.json') });
export type StorefrontMessage = keyof typeof en;

/** The storefront's messages in the page's language. */
export function useT() {
  return storefrontMessages.useMessages(useStore().locale);
}
