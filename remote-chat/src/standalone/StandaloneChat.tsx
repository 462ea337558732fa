import { BrowserRouter } from 'react-router-dom';
import { getRootStore, StoreProvider, useStandalonePage } from 'shared';
import ChatWidget from '../widget/ChatWidget';

/**
 * The chat remote alone (port 3002 in development), with the default site's widget settings: floating
 * on desktop, and on a phone-sized window the full-screen /chat screen (the widget reads the router, as
 * it does inside the host).
 */
export function StandaloneChat() {
  const store = getRootStore();
  const { answer, error } = useStandalonePage(store, '/');
  const chatPage = answer && store.ui.isMobile ? { ...answer.websitePage, keyValue: 'chat' } : undefined;
  return (
    <StoreProvider store={store}>
      <BrowserRouter>
        {error && <p role="alert">{error}</p>}
        {answer && <ChatWidget answer={answer} {...(chatPage ? { page: chatPage } : {})} />}
      </BrowserRouter>
    </StoreProvider>
  );
}
