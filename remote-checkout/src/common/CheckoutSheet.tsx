import type { ReactNode } from 'react';
import { BottomSheet } from 'shared/dom';
import { useT } from '../i18n/use-t';
import '../styles/sheet.css';

interface Props {
  title: ReactNode;
  onClose(): void;
  /** The panel's class beside `sheet`, for its width and its own content's layout. */
  className?: string;
  children: ReactNode;
}

/** The shared BottomSheet in the checkout's look: pinned to the bottom on a phone, centred wider, with a × button. */
export function CheckoutSheet({ title, onClose, className, children }: Props) {
  const t = useT();
  const classes = { backdrop: 'sheet-backdrop', panel: className ? `sheet ${className}` : 'sheet', header: 'sheet__header', close: 'sheet__close' };
  return (
    <BottomSheet title={title} onClose={onClose} classes={classes} closeButton="×" closeLabel={t('common.close')}>
      {children}
    </BottomSheet>
  );
}
