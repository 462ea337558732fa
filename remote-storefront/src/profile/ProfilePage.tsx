import { observer } from 'mobx-react-lite';
import { useStore, type PageAnswer, type WebsitePage } from 'shared';
import { MobileOnlyNotice } from '../categories/MobileOnlyNotice';
import { CustomerProfile } from './CustomerProfile';
import { GuestProfile } from './GuestProfile';
import '../styles/storefront.css';
import './profile-page.css';

export interface ProfilePageProps {
  page: WebsitePage;
  answer: PageAnswer;
}

/**
 * The profile page `/account` (mobile only): the logged-in customer with the account's links, or
 * 'Login to View Profile' for a visitor. Desktop shows the mobile-only notice.
 */
const ProfilePage = observer(function ProfilePage({ page, answer }: ProfilePageProps) {
  const { session, ui } = useStore();
  if (!ui.isMobile) return <MobileOnlyNotice />;
  const customer = session.isLoggedIn ? session.customer : null;
  return (
    <div className="sf-page sf-profile-page" data-page-type={page.keyValue}>
      {customer ? <CustomerProfile customer={customer} pages={answer.pages} /> : <GuestProfile />}
    </div>
  );
});

export default ProfilePage;
