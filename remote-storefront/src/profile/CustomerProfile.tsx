import { Link } from 'react-router-dom';
import type { Customer, PageAnswer } from 'shared';
import { useT, type StorefrontMessage } from '../i18n/use-t';
import { LanguageRow } from './LanguageRow';
import { LOGOUT_PATH, phoneLabel, profileLinks, type ProfileLink } from './profile-links';
import { ProfileIcon } from './ProfileIcon';

/** Each link's words in the page's language (the links' English labels are the spec's). */
const LINK_LABELS: Record<ProfileLink['key'], StorefrontMessage> = {
  orders: 'profile.orders',
  address: 'profile.address',
  support: 'profile.support',
  privacy: 'profile.privacy',
  refund: 'profile.refund',
};

interface Props {
  customer: Customer;
  pages: PageAnswer['pages'];
  /** The profile page's own route, where the address book opens. */
  profileRoute: string;
}

/** Logged in: who is logged in (name, country code and phone) and the account's links, Logout last. */
export function CustomerProfile({ customer, pages, profileRoute }: Props) {
  const t = useT();
  const name = customer.name.trim();
  const initial = (name || customer.phoneNumber).trim().charAt(0).toUpperCase();
  return (
    <section className="sf-profile" aria-labelledby="sf-profile-name">
      <header className="sf-profile__card">
        <span className="sf-profile__avatar" aria-hidden="true">
          {initial || <ProfileIcon name="user" size={28} />}
        </span>
        <span className="sf-profile__who">
          <h1 className="sf-profile__name" id="sf-profile-name">
            {name || t('profile.myAccount')}
          </h1>
          <span className="sf-profile__phone">{phoneLabel(customer.countryCode, customer.phoneNumber)}</span>
        </span>
      </header>
      <nav aria-label={t('profile.account')}>
        <ul className="sf-profile__links">
          {profileLinks(pages, profileRoute).map((link) => (
            <li key={link.key}>
              <Link to={link.to} className="sf-profile__link">
                <span className="sf-profile__link-icon">
                  <ProfileIcon name={link.key} />
                </span>
                <span className="sf-profile__link-label">{t(LINK_LABELS[link.key])}</span>
                <Chevron />
              </Link>
            </li>
          ))}
          <li>
            <Link to={LOGOUT_PATH} className="sf-profile__link sf-profile__link--logout">
              <span className="sf-profile__link-icon">
                <ProfileIcon name="logout" />
              </span>
              <span className="sf-profile__link-label">{t('profile.logout')}</span>
            </Link>
          </li>
        </ul>
      </nav>
      <LanguageRow />
    </section>
  );
}

function Chevron() {
  return (
    <svg className="sf-profile__chevron" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="m9 18 6-6-6-6" />
    </svg>
  );
}
