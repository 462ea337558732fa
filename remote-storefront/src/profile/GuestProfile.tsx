import { Link } from 'react-router-dom';
import { LOGIN_PATH } from './profile-links';
import { ProfileIcon } from './ProfileIcon';

/** Logged out: an invitation to log in, which happens in the chat (phone code). */
export function GuestProfile() {
  return (
    <section className="sf-profile-guest" aria-labelledby="sf-profile-guest-title">
      <span className="sf-profile-guest__icon">
        <ProfileIcon name="user" size={36} />
      </span>
      <h1 className="sf-profile-guest__title" id="sf-profile-guest-title">
        Login to View Profile
      </h1>
      <p className="sf-profile-guest__text">Log in with your phone number to see your orders and delivery addresses.</p>
      <Link to={LOGIN_PATH} className="sf-button sf-profile-guest__login">
        Login Now
      </Link>
    </section>
  );
}
