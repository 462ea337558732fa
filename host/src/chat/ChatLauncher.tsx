import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isChatSource, useStore, type InstalledWidget, type PageAnswer } from 'shared';
import { RemoteSlot } from '../federation/RemoteSlot';
import { useT } from '../i18n/use-t';
import { ChatTogglePlaceholder } from './ChatTogglePlaceholder';
import { whenPageSettled } from './when-page-settled';

interface Props {
  widget: InstalledWidget;
  answer: PageAnswer;
  /** Whether the page's own content is on screen: only then may an idle moment fetch the widget. */
  contentShown: () => boolean;
}

/**
 * Keeps the chat widget off the first paint: a tiny toggle is drawn at once and the chat remote is
 * fetched once the page's content is on screen and the browser is idle, when the toggle is pressed, or when the URL
 * asks (`chat=open`).
 */
export const ChatLauncher = observer(function ChatLauncher({ widget, answer, contentShown }: Props) {
  const { ui } = useStore();
  const t = useT();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const urlAsks = query.get('chat') === 'open';
  const source = query.get('source');
  const [wanted, setWanted] = useState(urlAsks || ui.chat.open);
  const shown = contentShown();

  // `chat=open` (with an optional `source`) opens the widget on any page.
  useEffect(() => {
    if (urlAsks) ui.openChat(isChatSource(source) ? source : null);
  }, [urlAsks, source, ui]);

  useEffect(() => {
    if (wanted) return;
    if (urlAsks || ui.chat.open) {
      setWanted(true);
      return;
    }
    if (!shown) return;
    return whenPageSettled(() => setWanted(true));
  }, [wanted, urlAsks, ui.chat.open, shown]);

  const placeholder = (
    <ChatTogglePlaceholder
      color={widget.settings.themeColor}
      disabled={!widget.allowedAllActions}
      onOpen={() => {
        ui.openChat(null);
        setWanted(true);
      }}
    />
  );
  if (!wanted) return placeholder;
  return (
    <RemoteSlot remote="chat" module="ChatWidget" label={t('slot.chat')} loading={placeholder} floating props={{ answer }} />
  );
});
