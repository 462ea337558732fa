import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { isChatSource, useStore, type PageAnswer } from 'shared';
import { getConversationStore } from '../conversation/conversation-store';
import { getChatFlowStore } from '../flow/chat-flow-store';
import { chatReturnPath } from './chat-return-path';
import { ChatPanel } from './ChatPanel';
import { rememberedPage } from './last-page';
import { useChatLifecycle } from './use-chat-lifecycle';
import type { ChatShellSettings } from './widget-settings';

interface Props {
  answer: PageAnswer;
  settings: ChatShellSettings;
}

/** The mobile /chat screen: the widget full screen, opened for the URL's `source`. */
const FullScreenChat = observer(function FullScreenChat({ answer, settings }: Props) {
  const root = useStore();
  const flow = getChatFlowStore(root);
  const conversation = getConversationStore(root);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const source = params.get('source');

  useChatLifecycle({
    root,
    flow,
    conversation,
    accountTypeId: answer.websitePage.accountTypeId,
    allowedAllActions: settings.allowedAllActions,
    hasTopics: settings.topics.length > 0,
  });

  // on this screen the chat is open: the unread count stays at zero; leaving it closes the chat
  useEffect(() => {
    root.ui.openChat(isChatSource(source) ? source : null);
    return () => root.ui.closeChat();
  }, [root, source]);

  // back to where the shopper came from inside the site, else home
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate('/'));
  return <ChatPanel settings={settings} variant="fullscreen" flow={flow} conversation={conversation} onBack={back} />;
});

/**
 * The `chat` page type. Mobile (768 px or less): the widget full screen. Desktop: back to the previous
 * page of this site (or home) with `chat=open`, where the floating widget opens. A site without the
 * chat widget, or one that does not allow it, sends the shopper home.
 */
export const ChatPage = observer(function ChatPage({ answer, settings }: Props) {
  const { ui } = useStore();
  const [params] = useSearchParams();
  if (!settings.allowedAllActions) return <Navigate to="/" replace />;
  if (ui.isMobile) return <FullScreenChat answer={answer} settings={settings} />;
  const source = params.get('source');
  const previous = rememberedPage() ?? (typeof document === 'undefined' ? null : document.referrer);
  return <Navigate to={chatReturnPath(previous, window.location.origin, isChatSource(source) ? source : null)} replace />;
});
