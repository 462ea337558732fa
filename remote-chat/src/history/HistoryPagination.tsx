import type { HistoryPages } from 'shared/rules';

interface Props {
  pages: HistoryPages;
  onPage: (page: number) => void;
}

/** Previous/Next over the server's page count; shown when there is more than one page, disabled at the ends. */
export function HistoryPagination({ pages, onPage }: Props) {
  if (pages.pageCount <= 1) return null;
  return (
    <nav className="history-pagination" aria-label="Order pages">
      <button type="button" disabled={!pages.hasPrevious} onClick={() => onPage(pages.page - 1)}>
        Previous
      </button>
      <span className="history-pagination__where">
        Page {pages.page} of {pages.pageCount}
      </span>
      <button type="button" disabled={!pages.hasNext} onClick={() => onPage(pages.page + 1)}>
        Next
      </button>
    </nav>
  );
}
