import { useState } from 'react';
import type { ChatWidgetSettings } from 'shared';

interface Props {
  settings: ChatWidgetSettings;
  onClose: () => void;
}

type Tab = 'chat' | 'history';

/** The drawer the toggle opens: the business's header, and the Chat and History tabs. */
export function ChatPanel({ settings, onClose }: Props) {
  const [tab, setTab] = useState<Tab>('chat');
  return (
    <aside className="chat-panel" role="dialog" aria-label={settings.headerTitle}>
      <header className="chat-panel__header" style={{ background: settings.themeColor }}>
        <h2>{settings.headerTitle}</h2>
        <button type="button" className="chat-panel__close" aria-label="Close chat" onClick={onClose}>
          ×
        </button>
      </header>
      <div className="chat-panel__tabs" role="tablist">
        {(['chat', 'history'] as const).map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} onClick={() => setTab(name)}>
            {name === 'chat' ? 'Chat' : 'History'}
          </button>
        ))}
      </div>
      <div className="chat-panel__body" role="tabpanel" />
    </aside>
  );
}
