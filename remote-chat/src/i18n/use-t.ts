import { createContext, useContext } from 'react';
import { createTranslator, DEFAULT_LOCALE, type Locale, type Translate } from 'shared/i18n';
import en from './messages/en.json';

/** The chat widget's messages (widget, conversation, order cards, login, History) in every language. */
export const chatMessages = createTranslator<ChatText>({ en, hi: () => import('./messages/hi.json') });
// not "ChatMessage": that is the chat contract's message
export type ChatText = keyof typeof en;
export type ChatT = Translate<ChatText>;

/** The English messages, for code that compares with or stands in for the English the server stores. */
export const englishChat: ChatT = chatMessages.now(DEFAULT_LOCALE);

const WidgetLocale = createContext<Locale>(DEFAULT_LOCALE);

/**
 * The shopper's widget sets the page's language here. The owner's inbox draws the same bubbles, order
 * cards and totals without it, so those stay English on the owner's screens whatever the page's language.
 */
export const WidgetLocaleProvider = WidgetLocale.Provider;

/** The language the widget speaks: the page's inside the widget, English elsewhere. */
export function useChatLocale(): Locale {
  return useContext(WidgetLocale);
}

/** The widget's messages in the page's language (English outside the widget). */
export function useT(): ChatT {
  return chatMessages.useMessages(useChatLocale());
}
