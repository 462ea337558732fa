import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from 'shared/rules';
import { isProductsPath, productsSearchUrl } from './search-url';

/**
 * The header search box. On the listing, typing writes the `search` query param once the visitor
 * pauses for SEARCH_DEBOUNCE_MS (300 ms), replacing the history entry so Back leaves the listing rather
 * than stepping through keystrokes. Anywhere, submitting goes to `/products?search=...`. Elsewhere
 * typing alone changes nothing: a listing that reloads under the visitor's fingers would take them
 * off the page they are reading. The box follows the URL (Back, a link to the listing).
 */
export function useHeaderSearch() {
  const location = useLocation();
  const navigate = useNavigate();
  const onListing = isProductsPath(location.pathname);
  const urlSearch = onListing ? (new URLSearchParams(location.search).get('search') ?? '') : '';

  const [value, setValue] = useState(urlSearch);
  // Follow the URL when it changes under the box, unless it only caught up with what is typed (a
  // trailing space being typed must survive the debounced write of the trimmed term).
  const [syncedSearch, setSyncedSearch] = useState(urlSearch);
  if (syncedSearch !== urlSearch) {
    setSyncedSearch(urlSearch);
    if (value.trim() !== urlSearch) setValue(urlSearch);
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(location);
  useEffect(() => {
    latest.current = location;
  }, [location]);
  // A pending write belongs to the page it was typed on.
  useEffect(() => () => clearTimeout(timer.current), [location.pathname]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setValue(next);
    clearTimeout(timer.current);
    if (!onListing) return;
    timer.current = setTimeout(() => {
      const { pathname, search } = latest.current;
      const current = new URLSearchParams(search).get('search') ?? '';
      if (!isProductsPath(pathname) || current === next.trim()) return;
      navigate(productsSearchUrl(next, pathname, search), { replace: true });
    }, SEARCH_DEBOUNCE_MS);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    navigate(productsSearchUrl(value, location.pathname, location.search), { replace: onListing });
  };

  return { value, onChange, onSubmit };
}
