import { useEffect, useState } from 'react';
import { cartLineTotal, clearOrderItemData, formatInrWhole, readOrderItemData, useStore } from 'shared';
import { StoredItems } from './StoredItems';

/**
 * The direct-buy state's place: the single item the product's Buy stored (`webOrderItemData`), with the
 * choice and quantity the shopper made. The order summary (address, Create Order) comes with the
 * checkout; Remove deletes the item and closes the view.
 */
export function DirectBuyPlace({ onClose }: { onClose: () => void }) {
  const { storage } = useStore();
  const [item] = useState(() => readOrderItemData(storage));
  useEffect(() => {
    if (!item) onClose();
  }, [item, onClose]);
  if (!item) return null;
  const pkg = item.packages.find((p) => p._id === item.selectedPackage);
  const variant = item.variants.find((v) => v._id === item.selectedVariant);
  const total = cartLineTotal(item);
  const remove = () => {
    clearOrderItemData(storage);
    onClose();
  };
  return (
    <StoredItems
      title="Order Summary"
      removeLabel="Remove"
      onRemove={remove}
      lines={[
        {
          key: item._id,
          name: item.name,
          image: item.images[0] ?? null,
          choice: pkg?.name ?? variant?.name ?? null,
          quantity: item.quantity,
          price: total === null ? 'Price on request' : formatInrWhole(total),
        },
      ]}
    />
  );
}
