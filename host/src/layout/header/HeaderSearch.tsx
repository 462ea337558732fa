import { useT } from '../../i18n/use-t';
import { PRODUCTS_PATH } from './search-url';
import { useHeaderSearch } from './use-header-search';

/**
 * The header's product search (spec: "a search box that writes the search query param"), in the desktop
 * header and the phone's top bar (`className` adds the phone's look).
 */
export function HeaderSearch({ className }: { className?: string }) {
  const { value, onChange, onSubmit } = useHeaderSearch();
  const t = useT();
  return (
    // The action is for a search sent before the page is live: the browser then asks for the listing itself.
    <form role="search" aria-label={t('search.form')} className={className ? `site-header__search ${className}` : 'site-header__search'} action={PRODUCTS_PATH} onSubmit={onSubmit}>
      <input
        type="search"
        name="search"
        className="site-header__search-input"
        aria-label={t('search.input')}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        value={value}
        onChange={onChange}
      />
      <button type="submit" className="site-header__search-button" aria-label={t('search.submit')}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
