import { Navigate } from 'react-router-dom';
import { useStore, type PageAnswer, type WebsitePage } from 'shared';
import { WidgetLocaleProvider } from '../i18n/use-t';
import { ChatPage } from './ChatPage';
import { FloatingChat } from './FloatingChat';
import { findChatWidget, shellSettings } from './widget-settings';
import '../styles/chat.css';
import '../styles/chat-login.css';
import '../styles/chat-topics.css';

export interface ChatWidgetProps {
  answer: PageAnswer;
  /** Given when the host draws the `chat` page type (the mobile /chat screen); absent for the floating widget. */
  page?: WebsitePage;
  /** The floating widget opens as soon as it is mounted. */
  defaultOpen?: boolean;
}

/**
 * The chat widget, the chat remote's exposed module. The host mounts it floating on desktop pages
 * (ChatLauncher) and as the body of the `chat` page type (/chat). A site without the widget draws
 * nothing floating, and its /chat page sends the shopper home.
 */
export default function ChatWidget({ answer, page, defaultOpen }: ChatWidgetProps) {
  const { locale } = useStore();
  const widget = findChatWidget(answer);
  const asPage = page?.keyValue === 'chat';
  if (!widget) return asPage ? <Navigate to="/" replace /> : null;
  const settings = shellSettings(widget, answer);
  return (
    <WidgetLocaleProvider value={locale}>
      {asPage ? (
        <ChatPage answer={answer} settings={settings} />
      ) : (
        <FloatingChat answer={answer} settings={settings} {...(defaultOpen !== undefined ? { defaultOpen } : {})} />
      )}
    </WidgetLocaleProvider>
  );
}
