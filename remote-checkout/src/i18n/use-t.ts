import { useStore } from 'shared';
import { createTranslator, type Translate } from 'shared/i18n';
import en from './messages/en.json';

/** The checkout's shopper-side messages (cart, addresses, payments, order tracking) in every language. */
export const checkoutMessages = createTranslator<CheckoutMessage>({ en, hi: () => import('./messages/hi.json') });
export type CheckoutMessage = keyof typeof en;
export type CheckoutT = Translate<CheckoutMessage>;

/** The messages in English: the specification's strings, for code that is not told a language. */
export const inEnglish: CheckoutT = checkoutMessages.now('en');

/** The checkout's messages in the page's language. */
export function useT() {
  return checkoutMessages.useMessages(useStore().locale);
}
