import { useState } from 'react';
import { useStore, type Product } from 'shared';
import { useT } from '../i18n/use-t';
import { defaultOptionId, detailMaxQuantity, detailOptions, detailQuantity, isOptionOutOfStock, type DetailOption } from './detail-options';

export interface ProductSelection {
  options: DetailOption[];
  /** The chosen variant or package, if the product has any. */
  option: DetailOption | undefined;
  quantity: number;
  /** The stepper's ceiling; null for unlimited. */
  maxQuantity: number | null;
  /** Chooses an option; one out of stock is refused with the 'Out of stock' error snackbar. */
  choose: (id: string) => void;
  /** Sets the quantity from any input, by the clamp rule (non-numeric 1, below 1 1, above stock capped). */
  setQuantity: (value: unknown) => void;
}

/**
 * The details page's choice of variant (or package) and quantity. It starts on the default option
 * with a quantity of 1; a change of option resets the quantity to 1 (spec). Mount it per product (the
 * page keys the view by product id), so another product starts afresh.
 */
export function useProductSelection(product: Product): ProductSelection {
  const { ui } = useStore();
  const t = useT();
  const [optionId, setOptionId] = useState<string | null>(() => defaultOptionId(product));
  const [quantity, setQuantityState] = useState(1);
  const options = detailOptions(product);
  const option = options.find((o) => o.id === optionId);

  return {
    options,
    option,
    quantity: detailQuantity(product, optionId, quantity),
    maxQuantity: detailMaxQuantity(product, optionId),
    choose: (id) => {
      const next = options.find((o) => o.id === id);
      if (!next || id === optionId) return;
      if (isOptionOutOfStock(next)) {
        ui.notify(t('stock.out'), 'error');
        return;
      }
      setOptionId(id);
      setQuantityState(1);
    },
    setQuantity: (value) => setQuantityState(detailQuantity(product, optionId, value)),
  };
}
