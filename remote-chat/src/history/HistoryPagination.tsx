import type { HistoryPages } from 'shared/rules';
import { useT } from '../i18n/use-t';

interface Props {
  pages: HistoryPages;
  onPage: (page: number) => void;
}

/** Previous/Next over the server's page count; shown when there is more than one page, disabled at the ends. */
export function HistoryPagination({ pages, onPage }: Props) {
  const t = useT();
  if (pages.pageCount <= 1) return null;
  return (
    <nav className="history-pagination" aria-label={t('history.pages')}>
      <button type="button" disabled={!pages.hasPrevious} onClick={() => onPage(pages.page - 1)}>
        {t('history.previous')}
      </button>
      <span className="history-pagination__where">
        {t('history.pageOf', { page: pages.page, count: pages.pageCount })}
      </span>
      <button type="button" disabled={!pages.hasNext} onClick={() => onPage(pages.page + 1)}>
        {t('history.next')}
      </button>
    </nav>
  );
}
