import { useEffect, useState } from 'react';
import { useStore, type Product } from 'shared';
import { COPIED_INDICATOR_MS } from 'shared/rules';
import { browserShareTools, productShareUrl, shareLink } from './share-product';

/** Spec error text when the link cannot be copied. */
export const COPY_FAILED_MESSAGE = 'Failed to copy to clipboard';
export const LINK_COPIED_MESSAGE = 'Link copied to clipboard';

/**
 * Share: the Web Share API, else the link copied with a success snackbar (and the button reading
 * 'Copied' for 2 s); 'Failed to copy to clipboard' as an error when neither works.
 */
export function useShareProduct(product: Pick<Product, 'name' | 'slug'>): { share: () => void; copied: boolean } {
  const { ui } = useStore();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const share = () => {
    const url = productShareUrl(window.location.origin, window.location.pathname, product.slug);
    void shareLink({ title: product.name, text: product.name, url }, browserShareTools()).then((outcome) => {
      if (outcome === 'copied') {
        ui.notify(LINK_COPIED_MESSAGE, 'success');
        setCopied(true);
      } else if (outcome === 'failed') {
        ui.notify(COPY_FAILED_MESSAGE, 'error');
      }
    });
  };

  return { share, copied };
}
