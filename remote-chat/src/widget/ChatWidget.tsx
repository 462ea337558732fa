import { observer } from 'mobx-react-lite';
import { badgeCount, useStore, type PageAnswer } from 'shared';
import { ChatPanel } from './ChatPanel';
import '../styles/chat.css';

export interface ChatWidgetProps {
  answer: PageAnswer;
}

/**
 * The chat widget: a floating toggle with the unread badge and the panel it opens. The toggle only
 * works when the site allows all actions (spec: chat is enabled by the allowed-actions flag).
 */
const ChatWidget = observer(function ChatWidget({ answer }: ChatWidgetProps) {
  const { ui } = useStore();
  const widget = answer.installedWidgets.find((w) => w.type === 'chatWidget');
  if (!widget) return null;
  const { themeColor } = widget.settings;
  return (
    <>
      {ui.chat.open && <ChatPanel settings={widget.settings} onClose={() => ui.closeChat()} />}
      <button
        type="button"
        className="chat-toggle"
        style={{ background: themeColor }}
        aria-label={ui.chat.open ? 'Close chat' : 'Open chat'}
        aria-expanded={ui.chat.open}
        disabled={!widget.allowedAllActions}
        onClick={() => (ui.chat.open ? ui.closeChat() : ui.openChat(null))}
      >
        <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M4 5h16v11H8l-4 4z" />
        </svg>
        {ui.unreadCount > 0 && <span className="count-badge">{badgeCount(ui.unreadCount)}</span>}
      </button>
    </>
  );
});

export default ChatWidget;
