import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore, type PageAnswer } from 'shared';
import { badgeCount } from 'shared/rules';
import { getConversationStore } from '../conversation/conversation-store';
import { getChatFlowStore } from '../flow/chat-flow-store';
import { useT } from '../i18n/use-t';
import { ChatPanel } from './ChatPanel';
import { takeFirstVisit } from './first-visit';
import { rememberPage } from './last-page';
import { useChatLifecycle } from './use-chat-lifecycle';
import type { ChatShellSettings } from './widget-settings';

interface Props {
  answer: PageAnswer;
  settings: ChatShellSettings;
  /** Open as soon as it is mounted (an embedder's choice). */
  defaultOpen?: boolean;
}

/**
 * Desktop: the floating toggle with the unread badge (9+ above nine) and the panel it opens, or the
 * right-side drawer for the e-commerce template. The toggle is disabled unless the site allows all
 * actions. Opens by itself on the first visit (a flag in local storage) or when `defaultOpen`.
 */
export const FloatingChat = observer(function FloatingChat({ answer, settings, defaultOpen = false }: Props) {
  const root = useStore();
  const t = useT();
  const { ui } = root;
  const flow = getChatFlowStore(root);
  const conversation = getConversationStore(root);
  const { pathname, search } = useLocation();
  const allowed = settings.allowedAllActions;

  useChatLifecycle({
    root,
    flow,
    conversation,
    accountTypeId: answer.websitePage.accountTypeId,
    allowedAllActions: allowed,
    hasTopics: settings.topics.length > 0,
  });

  useEffect(() => rememberPage(`${pathname}${search}`), [pathname, search]);

  useEffect(() => {
    if (!allowed || ui.chat.open) return;
    if (takeFirstVisit(root.storage) || defaultOpen) ui.openChat(null);
    // once per mount: later closes are the shopper's choice
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const open = ui.chat.open && allowed;
  const badgeId = useId();

  // Escape closes the panel wherever the focus is (the toggle keeps it after a click)
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      // a dialog inside the widget (cancel order) handles its own Escape first
      if (event.key === 'Escape' && !event.defaultPrevented) ui.closeChat();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, ui]);
  return (
    <>
      {open && (
        <ChatPanel settings={settings} variant={settings.desktopVariant} flow={flow} conversation={conversation} onClose={ui.closeChat} />
      )}
      <button
        type="button"
        className={`chat-toggle${open && settings.desktopVariant === 'drawer' ? ' chat-toggle--under-drawer' : ''}`}
        style={{ background: settings.themeColor }}
        aria-label={open ? t('widget.close') : t('widget.open')}
        aria-expanded={open}
        aria-describedby={ui.unreadCount > 0 ? badgeId : undefined}
        disabled={!allowed}
        onClick={() => (open ? ui.closeChat() : ui.openChat(null))}
      >
        <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M4 5h16v11H8l-4 4z" />
        </svg>
        {ui.unreadCount > 0 && (
          <span className="count-badge" id={badgeId}>
            {badgeCount(ui.unreadCount)}
            <span className="chat-visually-hidden"> {t('widget.unread')}</span>
          </span>
        )}
      </button>
    </>
  );
});
