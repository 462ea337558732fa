import { useEffect, useState } from 'react';
import { clearEnquiryData, readEnquiryData, useSchemasLoaded, useStore, type EnquiryRequestViewProps, type StoredEnquiry } from 'shared';
import { cartLineTotal, cartSubtotal } from 'shared/rules';
import { formatInrWhole } from 'shared/format';
import { useT, type CheckoutT } from '../i18n/use-t';
import { StoredItems, type StoredLine } from '../summary/StoredItems';
import { useSendEnquiry } from './use-send-enquiry';
import './enquiry-request.css';

type EnquiryItem = StoredEnquiry['items'][number];

function lineOf(item: EnquiryItem, index: number, price: string | null): StoredLine {
  const packages: readonly { _id: string; name: string }[] = item.packages;
  const variants: readonly { _id: string; name: string }[] = item.variants;
  return {
    key: `${item._id}-${index}`,
    name: item.name,
    image: item.images[0] ?? null,
    choice: packages.find((p) => p._id === item.selectedPackage)?.name ?? variants.find((v) => v._id === item.selectedVariant)?.name ?? null,
    quantity: item.quantity,
    price,
  };
}

/** The enquiry's lines; the detailed kind shows each line's price. */
function linesOf(enquiry: StoredEnquiry, t: CheckoutT): StoredLine[] {
  if (!enquiry.withPrice) return enquiry.items.map((item, index) => lineOf(item, index, null));
  return enquiry.items.map((item, index) => {
    const total = cartLineTotal(item);
    return lineOf(item, index, total === null ? t('common.priceOnRequest') : formatInrWhole(total));
  });
}

/** The detailed kind's total of the priced lines, as the card will show it; null when nothing is priced. */
function totalOf(enquiry: StoredEnquiry): number | null {
  if (!enquiry.withPrice || enquiry.items.every((item) => cartLineTotal(item) === null)) return null;
  return cartSubtotal(enquiry.items);
}

/**
 * The enquiry request view: the stored enquiry's items (with their prices when the enquiry is the
 * detailed kind) and its send button, reading 'Send Detailed Enquiry Request' when prices are included.
 * Sending posts it to the business's chat and removes it; Clear deletes it and closes the view.
 */
function StoredEnquiryRequest({ onClose, onSent }: EnquiryRequestViewProps) {
  const { storage } = useStore();
  const t = useT();
  const [enquiry] = useState(() => readEnquiryData(storage));
  const { busy, send } = useSendEnquiry(enquiry, onSent);
  useEffect(() => {
    if (!enquiry || enquiry.items.length === 0) onClose();
  }, [enquiry, onClose]);
  if (!enquiry || enquiry.items.length === 0) return null;
  const clear = () => {
    clearEnquiryData(storage);
    onClose();
  };
  const total = totalOf(enquiry);
  return (
    <StoredItems title={t(enquiry.withPrice ? 'enquiry.detailedTitle' : 'enquiry.title')} removeLabel={t('common.clear')} onRemove={clear} lines={linesOf(enquiry, t)}>
      {total !== null && (
        <p className="checkout-subtotal">
          <span>{t('enquiry.total')}</span>
          <strong>{formatInrWhole(total)}</strong>
        </p>
      )}
      <div className="enquiry-send">
        <button type="button" className="checkout-primary-button" disabled={busy} aria-busy={busy} onClick={() => void send()}>
          {t(busy ? 'enquiry.sending' : enquiry.withPrice ? 'enquiry.sendDetailed' : 'enquiry.send')}
        </button>
      </div>
    </StoredItems>
  );
}

/** The stored enquiry is read with zod's schemas: the view waits for them. */
function EnquiryRequest(props: EnquiryRequestViewProps) {
  return useSchemasLoaded() ? <StoredEnquiryRequest {...props} /> : null;
}

export default EnquiryRequest;
