import { observer } from 'mobx-react-lite';
import { useEffect, type CSSProperties } from 'react';
import type { BusinessIdentity } from '../business/business-identity';
import { useT } from '../i18n/use-t';
import type { RecorderEnvironment } from './composer/audio-recorder';
import { Composer } from './composer/Composer';
import type { ConversationStore } from './conversation-store';
import { Thread } from './Thread';
import '../styles/conversation.css';

export interface ConversationViewProps {
  store: ConversationStore;
  /** The widget's theme colour (the customer's bubbles and the send button). */
  themeColor: string;
  /** The browser's recorder by default; tests pass fakes. */
  recorderEnvironment?: RecorderEnvironment;
  /** The business whose name and logo its replies carry. */
  business?: BusinessIdentity | null;
}

/** Why nothing is sent right now, when something waits for the connection. */
const ConnectionNotice = observer(function ConnectionNotice({ store }: { store: ConversationStore }) {
  const t = useT();
  if (!store.waitingForConnection) return null;
  return (
    <p className="conversation__status" role="status">
      {store.connectionState === 'offline' ? t('conversation.offline') : t('conversation.connecting')}
    </p>
  );
});

/**
 * The thread (messages with time and ticks, typing indicator) and the composer below it. While it is
 * on screen the business's messages count as read. The widget starts and stops the store; this view
 * only shows it.
 */
export const ConversationView = observer(function ConversationView({ store, themeColor, recorderEnvironment, business = null }: ConversationViewProps) {
  const t = useT();
  useEffect(() => {
    store.setOnScreen(true);
    return () => store.setOnScreen(false);
  }, [store]);

  return (
    <section className="conversation" aria-label={t('conversation.label')} style={{ '--chat-theme': themeColor } as CSSProperties}>
      <ConnectionNotice store={store} />
      <Thread store={store} business={business} />
      <Composer store={store} recorderEnvironment={recorderEnvironment} />
    </section>
  );
});
