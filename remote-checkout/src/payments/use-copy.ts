import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'shared';
import { COPIED_INDICATOR_MS } from 'shared/rules';
import { useT } from '../i18n/use-t';

/**
 * Copies text to the clipboard; `copied` names what was copied for COPIED_INDICATOR_MS. A refused copy
 * (no clipboard, no permission) shows the error snackbar 'Failed to copy to clipboard'.
 */
export function useCopy() {
  const { ui } = useStore();
  const t = useT();
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const copy = useCallback(
    async (key: string, text: string) => {
      try {
        if (!navigator.clipboard) throw new Error('no clipboard');
        await navigator.clipboard.writeText(text);
        setCopied(key);
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(null), COPIED_INDICATOR_MS);
      } catch {
        ui.notify(t('pay.copyFailed'), 'error');
      }
    },
    [ui, t],
  );
  return { copied, copy };
}
