import { useState } from 'react';
import { useStore, type OrderSummary } from 'shared';
import { useT } from '../i18n/use-t';
import { downloadInvoice, type InvoiceDownloadOptions } from './invoice-download';
import '../styles/invoice.css';

/**
 * "Download invoice" for an order that has its GST tax invoice (a paid one), on History's order cards and
 * the thread's order cards; nothing for an order without one. A failure is said beside the button.
 */
export function InvoiceDownload({ order, options }: { order: Pick<OrderSummary, '_id' | 'orderId' | 'invoice'>; options?: InvoiceDownloadOptions }) {
  const root = useStore();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!order.invoice) return null;
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadInvoice(root, order, options);
    } catch (error) {
      console.error('[history] invoice download failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="history-invoice"
        aria-label={t('invoice.label', { number: order.invoice.number, order: order.orderId })}
        aria-busy={busy}
        disabled={busy}
        onClick={() => void download()}
      >
        {busy ? t('invoice.downloading') : t('invoice.download')}
      </button>
      {failed && (
        <p className="history-invoice__error" role="alert">
          {t('invoice.failed')}
        </p>
      )}
    </>
  );
}
