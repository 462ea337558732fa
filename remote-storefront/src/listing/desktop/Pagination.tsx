import { PAGINATION_ELLIPSIS, paginationWindow } from 'shared/rules';
import { useT } from '../../i18n/use-t';

interface Props {
  /** The page shown, from 1. */
  current: number;
  /** Pages in all (the answer's `size`). */
  total: number;
  onChange: (page: number) => void;
}

/**
 * Previous, the page numbers (spec: "all pages when 7 or fewer; otherwise first page, a window around
 * current, ellipses and last") and Next. Nothing for a single page.
 */
export function Pagination({ current, total, onChange }: Props) {
  const t = useT();
  if (total <= 1) return null;
  const page = Math.min(Math.max(1, current), total);
  return (
    <nav className="sf-pagination" aria-label={t('pagination.label')}>
      <button type="button" className="sf-pagination__step" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('pagination.previous')}
      </button>
      <ol className="sf-pagination__pages">
        {paginationWindow(page, total).map((item, index) =>
          item === PAGINATION_ELLIPSIS ? (
            <li key={`gap-${index}`} className="sf-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="sf-pagination__page"
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && onChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ol>
      <button type="button" className="sf-pagination__step" disabled={page >= total} onClick={() => onChange(page + 1)}>
        {t('pagination.next')}
      </button>
    </nav>
  );
}
