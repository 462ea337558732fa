import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { OWNER_ORDER_PAYMENT_STATUSES, OWNER_STAGE_FILTERS } from 'shared/constants';
import type { OwnerOrdersStore } from './owner-orders-store';

/** The Stage select's choices: where the order is in its pipeline, or how it ended. */
const STAGE_CHOICES: [value: string, label: string][] = [
  ['status:Active', 'Open (any stage)'],
  ...OWNER_STAGE_FILTERS.map((stage): [string, string] => [`stage:${stage}`, stage === 'Delivered' ? 'Delivered' : `${stage}, not further yet`]),
  ['status:Completed', 'Completed'],
  ['status:Cancelled', 'Cancelled'],
];

/** Stage, payment, dates and a search; applied together by Apply, so a half-typed date never loads a list. */
export const OrderFilters = observer(function OrderFilters({ store }: { store: OwnerOrdersStore }) {
  const id = useId();
  const { filters } = store;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    store.applyFilters();
  };
  return (
    <form className="owner-orders-filters" aria-label="Filter orders" onSubmit={apply}>
      <div className="owner-orders-filters__field owner-orders-filters__field--search">
        <label htmlFor={`${id}-search`}>Order number or customer</label>
        <input id={`${id}-search`} type="search" value={filters.search} maxLength={100} onChange={(e) => store.setFilter('search', e.target.value)} />
      </div>
      <div className="owner-orders-filters__field">
        <label htmlFor={`${id}-stage`}>Stage</label>
        <select id={`${id}-stage`} value={filters.stage} onChange={(e) => store.setFilter('stage', e.target.value)}>
          <option value="">Any stage</option>
          {STAGE_CHOICES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="owner-orders-filters__field">
        <label htmlFor={`${id}-payment`}>Payment</label>
        <select id={`${id}-payment`} value={filters.paymentStatus} onChange={(e) => store.setFilter('paymentStatus', e.target.value)}>
          <option value="">Any payment</option>
          {OWNER_ORDER_PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
      <div className="owner-orders-filters__field">
        <label htmlFor={`${id}-from`}>From</label>
        <input id={`${id}-from`} type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => store.setFilter('from', e.target.value)} />
      </div>
      <div className="owner-orders-filters__field">
        <label htmlFor={`${id}-to`}>To</label>
        <input id={`${id}-to`} type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => store.setFilter('to', e.target.value)} />
      </div>
      <div className="owner-orders-filters__actions">
        <button type="submit" className="owner-orders-button owner-orders-button--primary">
          Apply
        </button>
        {store.filtered && (
          <button type="button" className="owner-orders-button" onClick={store.clearFilters}>
            Clear
          </button>
        )}
      </div>
    </form>
  );
});
