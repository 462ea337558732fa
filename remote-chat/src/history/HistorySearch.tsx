import { useEffect, useId, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from 'shared/rules';
import { useT } from '../i18n/use-t';

interface Props {
  /** The search the list shows now. */
  value: string;
  onSearch: (term: string) => void;
}

/** The order search box: searches 300 ms after typing stops (SEARCH_DEBOUNCE_MS), or at once on Enter. */
export function HistorySearch({ value, onSearch }: Props) {
  const t = useT();
  const inputId = useId();
  const [draft, setDraft] = useState(value);

  useEffect(() => {
    if (draft.trim() === value) return undefined;
    const timer = setTimeout(() => onSearch(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);

  return (
    <form
      role="search"
      className="history-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft);
      }}
    >
      <label htmlFor={inputId} className="history-sr-only">
        {t('history.search')}
      </label>
      <input
        id={inputId}
        className="history-search__input"
        type="search"
        value={draft}
        placeholder={t('history.search')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        onChange={(event) => setDraft(event.target.value)}
      />
    </form>
  );
}
