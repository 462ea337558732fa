import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RemoteView, useStore, type PageAnswer, type WebsitePage } from 'shared';
import { MobileOnlyNotice } from '../categories/MobileOnlyNotice';
import { useT } from '../i18n/use-t';
import { CustomerProfile } from './CustomerProfile';
import { GuestProfile } from './GuestProfile';
import { ADDRESS_BOOK_PARAM, LOGIN_PATH } from './profile-links';
import '../styles/storefront.css';
import './profile-page.css';

export interface ProfilePageProps {
  page: WebsitePage;
  answer: PageAnswer;
}

/** Delivery Address: the checkout's address book, which asks a visitor to log in as the profile does. */
function AddressBookView({ profileRoute }: { profileRoute: string }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <RemoteView
      remote="checkout"
      module="AddressBook"
      label={t('remote.addresses')}
      props={{ onLogin: () => navigate(LOGIN_PATH), onBack: () => navigate(profileRoute) }}
    />
  );
}

/**
 * The profile page `/account` (mobile only): the logged-in customer with the account's links, or
 * 'Login to View Profile' for a visitor; with `?view=addresses`, the address book. Desktop shows the
 * mobile-only notice.
 */
const ProfilePage = observer(function ProfilePage({ page, answer }: ProfilePageProps) {
  const { session, ui } = useStore();
  const [params] = useSearchParams();
  if (!ui.isMobile) return <MobileOnlyNotice />;
  const customer = session.isLoggedIn ? session.customer : null;
  const addressBook = params.get(ADDRESS_BOOK_PARAM.name) === ADDRESS_BOOK_PARAM.value;
  return (
    <div className="sf-page sf-profile-page" data-page-type={page.keyValue}>
      {addressBook ? (
        <AddressBookView profileRoute={page.customRoute} />
      ) : customer ? (
        <CustomerProfile customer={customer} pages={answer.pages} profileRoute={page.customRoute} />
      ) : (
        <GuestProfile />
      )}
    </div>
  );
});

export default ProfilePage;
