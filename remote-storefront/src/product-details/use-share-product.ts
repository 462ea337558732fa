import { useEffect, useState } from 'react';
import { useStore, type Product } from 'shared';
import { COPIED_INDICATOR_MS } from 'shared/rules';
import { useT } from '../i18n/use-t';
import { browserShareTools, productShareUrl, shareLink } from './share-product';

/**
 * Share: the Web Share API, else the link copied with a success snackbar (and the button reading
 * 'Copied' for 2 s); 'Failed to copy to clipboard' as an error when neither works.
 */
export function useShareProduct(product: Pick<Product, 'name' | 'slug'>): { share: () => void; copied: boolean } {
  const { ui } = useStore();
  const t = useT();
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
        ui.notify(t('pd.copied'), 'success');
        setCopied(true);
      } else if (outcome === 'failed') {
        ui.notify(t('pd.copyFailed'), 'error');
      }
    });
  };

  return { share, copied };
}
