import { useEffect, useState } from 'react';
import { cartLineTotal, clearEnquiryData, formatInrWhole, readEnquiryData, useStore, type StoredEnquiry } from 'shared';
import { StoredItems, type StoredLine } from './StoredItems';

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
function linesOf(enquiry: StoredEnquiry): StoredLine[] {
  if (!enquiry.withPrice) return enquiry.items.map((item, index) => lineOf(item, index, null));
  return enquiry.items.map((item, index) => {
    const total = cartLineTotal(item);
    return lineOf(item, index, total === null ? 'Price on request' : formatInrWhole(total));
  });
}

/**
 * The send-enquiry-request state's place: the stored enquiry's items (with their prices when the
 * enquiry is the detailed kind). Sending it comes with the checkout; Clear deletes it and closes the view.
 */
export function EnquiryPlace({ onClose }: { onClose: () => void }) {
  const { storage } = useStore();
  const [enquiry] = useState(() => readEnquiryData(storage));
  useEffect(() => {
    if (!enquiry || enquiry.items.length === 0) onClose();
  }, [enquiry, onClose]);
  if (!enquiry || enquiry.items.length === 0) return null;
  const clear = () => {
    clearEnquiryData(storage);
    onClose();
  };
  return <StoredItems title={enquiry.withPrice ? 'Detailed Enquiry Request' : 'Enquiry Request'} removeLabel="Clear" onRemove={clear} lines={linesOf(enquiry)} />;
}
