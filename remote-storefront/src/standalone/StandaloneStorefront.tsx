import { BrowserRouter } from 'react-router-dom';
import { getRootStore, StoreProvider, useStandalonePage } from 'shared';
import PageSections from '../sections/PageSections';

/** The storefront remote alone (port 3001 in development), drawing the default site's pages. */
export function StandaloneStorefront() {
  const store = getRootStore();
  const { answer, error } = useStandalonePage(store, window.location.pathname);
  return (
    <StoreProvider store={store}>
      <BrowserRouter>
        {error && <p role="alert">{error}</p>}
        {answer && <PageSections page={answer.websitePage} answer={answer} />}
      </BrowserRouter>
    </StoreProvider>
  );
}
