import { getRootStore, StoreProvider, useStandalonePage } from 'shared';
import ChatWidget from '../widget/ChatWidget';

/** The chat remote alone (port 3002 in development), with the default site's widget settings. */
export function StandaloneChat() {
  const store = getRootStore();
  const { answer, error } = useStandalonePage(store, '/');
  return (
    <StoreProvider store={store}>
      {error && <p role="alert">{error}</p>}
      {answer && <ChatWidget answer={answer} />}
    </StoreProvider>
  );
}
