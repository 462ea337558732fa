import { stringify } from 'csv-stringify/sync';
import { OWNER_ORDERS_CSV_COLUMNS, OWNER_ORDERS_MESSAGES, type OwnerOrderRow, type Shipment } from '../../contracts';

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return that hides one) as a
 * formula; a customer's name is the customer's to choose, so such a cell is written as text (OWASP's
 * CSV injection advice: a leading apostrophe).
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The day an order was placed, in India (the filter's days), YYYY-MM-DD HH:mm. */
const placedOn = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date(iso))
    .replace(',', '');

/** The export's rows: one a order, the list cut at `max` with a last row saying so. */
export function ordersCsv(rows: (OwnerOrderRow & { shipment: Shipment | null })[], max: number): string {
  const records = rows.slice(0, max).map((row) =>
    [
      row.orderId,
      placedOn(row.createdDate),
      row.customer.name,
      `${row.customer.countryCode} ${row.customer.phoneNumber}`,
      row.status,
      row.stage ?? '',
      row.paymentStatus,
      String(row.itemCount),
      row.finalAmount.toFixed(2),
      row.shipment?.courier ?? '',
      row.shipment?.trackingNumber ?? '',
    ].map(safeCell),
  );
  if (rows.length > max) records.push([OWNER_ORDERS_MESSAGES.exportCut(max)]);
  // the BOM makes Excel read the rupee names and Indian scripts as UTF-8
  return `\uFEFF${stringify(records, { header: true, columns: [...OWNER_ORDERS_CSV_COLUMNS], record_delimiter: 'windows' })}`;
}
