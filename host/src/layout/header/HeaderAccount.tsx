import { observer } from 'mobx-react-lite';
import { useStore } from 'shared';
import { AccountMenu } from './AccountMenu';

/** Login (the chat widget holds the phone-code login) or, once logged in, the customer's menu. */
export const HeaderAccount = observer(function HeaderAccount() {
  const { session, ui } = useStore();
  const customer = session.customer;
  if (!customer) {
    return (
      <button type="button" className="btn btn-primary site-header__login" onClick={() => ui.openChat(null)}>
        Login
      </button>
    );
  }
  return <AccountMenu customer={customer} />;
});
