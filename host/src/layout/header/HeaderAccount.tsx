import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useStore } from 'shared';
import { lazyExport, useAfterHydration } from 'shared/dom';
import { useT } from '../../i18n/use-t';

// Only a logged-in customer sees it, and only after hydration: its code is not part of the first screen.
const AccountMenu = lazyExport(() => import('./AccountMenu'), 'AccountMenu');

/**
 * Login (the chat widget holds the phone-code login) or, once logged in, the customer's menu. The server
 * always renders Login (it does not know the session); both fill one box of fixed size, so the header
 * does not move when the browser swaps in the customer after hydration. The header's code can arrive
 * after the browser's session was read, so the customer shows only once this part is hydrated: hydrating
 * it with the customer would not match the server's HTML.
 */
export const HeaderAccount = observer(function HeaderAccount() {
  const { session, ui } = useStore();
  const t = useT();
  const customer = useAfterHydration() ? session.customer : null;
  return (
    <div className="site-header__account-box">
      {customer ? (
        <Suspense fallback={null}>
          <AccountMenu customer={customer} />
        </Suspense>
      ) : (
        <button type="button" className="btn btn-primary site-header__login" onClick={() => ui.openChat(null)}>
          {t('header.login')}
        </button>
      )}
    </div>
  );
});
