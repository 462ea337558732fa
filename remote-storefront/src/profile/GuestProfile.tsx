import { Link } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import { LanguageRow } from './LanguageRow';
import { LOGIN_PATH } from './profile-links';
import { ProfileIcon } from './ProfileIcon';

/** Logged out: an invitation to log in, which happens in the chat (phone code), and the language setting. */
export function GuestProfile() {
  const t = useT();
  return (
    <>
      <section className="sf-profile-guest" aria-labelledby="sf-profile-guest-title">
        <span className="sf-profile-guest__icon">
          <ProfileIcon name="user" size={36} />
        </span>
        <h1 className="sf-profile-guest__title" id="sf-profile-guest-title">
          {t('profile.loginTitle')}
        </h1>
        <p className="sf-profile-guest__text">{t('profile.loginText')}</p>
        <Link to={LOGIN_PATH} className="sf-button sf-profile-guest__login">
          {t('profile.loginNow')}
        </Link>
      </section>
      <LanguageRow />
    </>
  );
}
