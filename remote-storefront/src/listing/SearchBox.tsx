import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from 'shared/rules';
import { useT } from '../i18n/use-t';
import { SearchIcon } from './icons';
import { PARAM, withSearch } from './listing-params';
import './search-box.css';

export interface SearchBoxProps {
  /** The input's accessible name; default 'Search products'. */
  label?: string;
  placeholder?: string;
  className?: string;
  /** The listing route the box searches; default '/products'. */
  listingPath?: string;
}

/**
 * The product search box. On the listing it writes the `search` query param 300 ms after typing stops
 * (spec: "Search debounce 300 ms"), dropping `page` so results start at page 1 and keeping the catalogue
 * and category. Elsewhere (the desktop header on the home page, say) typing waits for Enter, which opens
 * the listing with the term. It follows the URL: Back, or a cleared search, shows in the box.
 */
export function SearchBox({ label, placeholder, className, listingPath = '/products' }: SearchBoxProps) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const inputId = useId();
  const onListing = pathname === listingPath;
  const urlTerm = onListing ? (params.get(PARAM.search) ?? '').trim() : '';

  const [draft, setDraft] = useState(urlTerm);
  const [shownTerm, setShownTerm] = useState(urlTerm);
  // The URL changed under the box (Back, a cleared search): show it, unless it is what is being typed.
  if (urlTerm !== shownTerm) {
    setShownTerm(urlTerm);
    if (urlTerm !== draft.trim()) setDraft(urlTerm);
  }

  useEffect(() => {
    if (!onListing || draft.trim() === urlTerm) return undefined;
    const timer = setTimeout(() => setParams((current) => withSearch(current, draft), { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, onListing, urlTerm, setParams]);

  const submit = () => {
    if (onListing) {
      if (draft.trim() !== urlTerm) setParams((current) => withSearch(current, draft), { replace: true });
      return;
    }
    const term = draft.trim();
    navigate(term ? `${listingPath}?${new URLSearchParams({ [PARAM.search]: term }).toString()}` : listingPath);
  };

  return (
    <form
      role="search"
      className={['sf-search', className].filter(Boolean).join(' ')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} className="sf-sr-only">
        {label ?? t('search.label')}
      </label>
      <input
        id={inputId}
        className="sf-search__input"
        type="search"
        value={draft}
        placeholder={placeholder ?? t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" className="sf-search__button" aria-label={t('search.submit')}>
        <SearchIcon />
      </button>
    </form>
  );
}

