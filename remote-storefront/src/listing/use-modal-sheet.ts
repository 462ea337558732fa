import { useEffect, useRef, type KeyboardEvent } from 'react';
import { handleDialogKeys } from 'shared/dom';

/**
 * What a modal bottom sheet needs while it is open: focus moves into it, Tab stays inside it, Escape
 * closes it, and the page behind does not scroll. Returns the sheet's ref and its keydown handler.
 */
export function useModalSheet<T extends HTMLElement>(onClose: () => void) {
  const ref = useRef<T>(null);

  useEffect(() => {
    const sheet = ref.current;
    (sheet?.querySelector<HTMLElement>('[data-autofocus]') ?? sheet)?.focus();
    const { body } = document;
    const overflow = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<T>) => handleDialogKeys(event, ref.current, onClose);

  return { ref, onKeyDown };
}
