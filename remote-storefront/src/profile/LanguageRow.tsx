import { useStore } from 'shared';
import { LanguageChoice } from 'shared/dom';
import { useT } from '../i18n/use-t';
import { ProfileIcon } from './ProfileIcon';

/**
 * The profile's language setting, a row like the account's links: the page's language in a menu that
 * loads the page again in the chosen one. Guests have it too; reading Hindi needs no account.
 */
export function LanguageRow() {
  const t = useT();
  const { locale } = useStore();
  return (
    <div className="sf-profile__links sf-profile__settings">
      {/* the label wraps the menu, so a tap anywhere on the row opens it */}
      <label className="sf-profile__link sf-profile__language">
        <span className="sf-profile__link-icon">
          <ProfileIcon name="language" />
        </span>
        <span className="sf-profile__link-label">{t('profile.language')}</span>
        <LanguageChoice locale={locale} className="sf-profile__language-menu" />
      </label>
    </div>
  );
}
