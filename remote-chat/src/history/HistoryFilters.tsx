import { useId, useState } from 'react';
import type { OrderSortKey } from 'shared';
import { useT } from '../i18n/use-t';
import { DEFAULT_HISTORY_FILTERS, SORT_OPTIONS, STATUS_FILTER_OPTIONS, type HistoryFilters as Filters, type HistoryStatusFilter } from './history-query';

interface Props {
  filters: Filters;
  onStatus: (status: HistoryStatusFilter) => void;
  onSortBy: (sortBy: OrderSortKey) => void;
}

/** The collapsible status and sort filters; the toggle counts the filters that differ from the default. */
export function HistoryFilters({ filters, onStatus, onSortBy }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const statusId = useId();
  const sortId = useId();
  const changed = Number(filters.status !== DEFAULT_HISTORY_FILTERS.status) + Number(filters.sortBy !== DEFAULT_HISTORY_FILTERS.sortBy);

  return (
    <div className="history-filters">
      <button type="button" className="history-filters__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {changed > 0 ? t('history.filtersChanged', { count: changed }) : t('history.filters')}
      </button>
      <div id={panelId} className="history-filters__panel" hidden={!open}>
        <label htmlFor={statusId}>{t('history.status')}</label>
        <select id={statusId} value={filters.status} onChange={(event) => onStatus(event.target.value as HistoryStatusFilter)}>
          {STATUS_FILTER_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
        <label htmlFor={sortId}>{t('history.sortBy')}</label>
        <select id={sortId} value={filters.sortBy} onChange={(event) => onSortBy(event.target.value as OrderSortKey)}>
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
