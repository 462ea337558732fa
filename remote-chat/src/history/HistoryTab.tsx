// SEAM (to be replaced by its owner): the History tab of the widget.

/** The History tab: the logged-in customer's orders with search, filters, pagination and cancel. */
export function HistoryTab() {
  return <div className="history" />;
}
