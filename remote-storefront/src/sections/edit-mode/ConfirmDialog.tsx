import { Modal } from './Modal';

interface Props {
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone; Cancel has the focus, so Enter never destroys by accident. */
export function ConfirmDialog({ title, message, confirmLabel, busy = false, onConfirm, onCancel }: Props) {
  return (
    <Modal title={title} description={message} role="alertdialog" onClose={onCancel} className="sf-modal__panel--small">
      <div className="sf-modal__actions">
        <button type="button" className="sf-edit-button" onClick={onCancel} data-autofocus>
          Cancel
        </button>
        <button type="button" className="sf-edit-button sf-edit-button--danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Removing…' : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
