import { observer } from 'mobx-react-lite';
import { useId, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useStore } from 'shared';
import { DEFAULT_CHAT_HEADER_TITLE } from 'shared/rules';
import { typicalReplyLine } from '../availability/availability-text';
import { AwayNotice } from '../availability/AwayNotice';
import { useAvailability, useMinuteClock } from '../availability/use-availability';
import { BusinessAvatar } from '../business/BusinessAvatar';
import type { ConversationStore } from '../conversation/conversation-store';
import type { ChatFlowStore, ChatTab } from '../flow/chat-flow-store';
import { HistoryTab } from '../history/HistoryTab';
import { useT, type ChatText } from '../i18n/use-t';
import { OrderPayments } from '../payments/OrderPayments';
import { ChatBody } from './ChatBody';
import { readableTextOn } from './readable-text';
import type { ChatShellSettings } from './widget-settings';

/** How the shell sits on the page: a floating panel, the right-side drawer, or the mobile full screen. */
export type ChatPanelVariant = 'panel' | 'drawer' | 'fullscreen';

interface Props {
  settings: ChatShellSettings;
  variant: ChatPanelVariant;
  flow: ChatFlowStore;
  conversation: ConversationStore;
  /** Panel and drawer: the close button. */
  onClose?: () => void;
  /** Full screen: the back button. */
  onBack?: () => void;
}

const TABS: readonly { id: ChatTab; label: ChatText }[] = [
  { id: 'chat', label: 'tab.chat' },
  { id: 'history', label: 'tab.history' },
];

function IconButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="chat-panel__icon" aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}

/**
 * The widget's shell: the header in the business's colour with its logo, title and typical reply time, the
 * Chat and History tabs, and the tab's body, under the away notice outside opening hours. Full screen (mobile /chat) it has Back, and Logout when a customer is logged in.
 */
export const ChatPanel = observer(function ChatPanel({ settings, variant, flow, conversation, onClose, onBack }: Props) {
  const { session } = useStore();
  const t = useT();
  const id = useId();
  const tabId = (tab: ChatTab) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;

  // arrow keys move between the two tabs (WAI-ARIA tabs pattern)
  const onTabKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next: ChatTab = flow.tab === 'chat' ? 'history' : 'chat';
    flow.selectTab(next);
    document.getElementById(tabId(next))?.focus();
  };

  const availability = useAvailability();
  const now = useMinuteClock();
  const typicalReply = availability?.typicalReplySeconds != null ? typicalReplyLine(t, availability.typicalReplySeconds) : null;
  // the owner's own title is theirs to word; only the default one is the widget's
  const title = settings.headerTitle === DEFAULT_CHAT_HEADER_TITLE ? t('header.defaultTitle') : settings.headerTitle;

  const fullscreen = variant === 'fullscreen';
  // the conversation's bubbles and buttons read the business's colour from --chat-theme
  const style = { '--chat-theme': settings.themeColor } as CSSProperties;
  return (
    <section
      className={`chat-panel chat-panel--${variant}`}
      role={fullscreen ? 'region' : 'dialog'}
      aria-label={title}
      style={style}
    >
      <header className="chat-panel__header" style={{ background: settings.themeColor, color: readableTextOn(settings.themeColor) }}>
        {fullscreen && onBack && (
          <IconButton label={t('header.back')} onClick={onBack}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M15 18l-6-6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </IconButton>
        )}
        <BusinessAvatar business={settings.business} size={34} />
        <div className="chat-panel__heading">
          <h2 className="chat-panel__title">{title}</h2>
          {typicalReply && <p className="chat-panel__reply-time">{typicalReply}</p>}
        </div>
        {fullscreen && session.isLoggedIn && (
          <button type="button" className="chat-panel__logout" onClick={session.logout}>
            {t('header.logout')}
          </button>
        )}
        {onClose && (
          <IconButton label={t('widget.close')} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </IconButton>
        )}
      </header>
      <div className="chat-panel__tabs" role="tablist" aria-label={t('header.tabs')}>
        {TABS.map((tab) => (
          <button
            key={tab.id}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            aria-selected={flow.tab === tab.id}
            aria-controls={panelId}
            tabIndex={flow.tab === tab.id ? 0 : -1}
            onClick={() => flow.selectTab(tab.id)}
            onKeyDown={onTabKeyDown}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      <div className="chat-panel__body" id={panelId} role="tabpanel" aria-labelledby={tabId(flow.tab)}>
        {flow.tab === 'chat' && availability && <AwayNotice hours={availability.hours} now={now} />}
        <OrderPayments payment={settings.payment} conversation={conversation}>
          {flow.tab === 'chat' ? (
            <ChatBody flow={flow} conversation={conversation} topics={settings.topics} themeColor={settings.themeColor} business={settings.business} />
          ) : (
            <HistoryTab />
          )}
        </OrderPayments>
      </div>
    </section>
  );
});
