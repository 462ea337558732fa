import type { ReactNode } from 'react';

interface OwnerFormEndProps {
  /** The form's own error (not a field's), shown as an alert above the buttons. */
  error?: string | undefined;
  saving: boolean;
  /** The save button's label ('Save cash on delivery'); it reads 'Saving…' while saving. */
  label: string;
  /** Disables the save button besides while saving (a photo still uploading, say). */
  busy?: boolean;
  /** The outcome announced beside the buttons; a form without one (it closes on saving) leaves it out. */
  notice?: string;
  /** Buttons after the save button (Cancel, Remove my keys). */
  children?: ReactNode;
}

/** The end of an owner's settings form: its error, the save button, other buttons, and the outcome. */
export function OwnerFormEnd({ error, saving, label, busy = false, notice, children }: OwnerFormEndProps) {
  return (
    <>
      {error && (
        <p className="opage-error" role="alert">
          {error}
        </p>
      )}
      <div className="opage-actions">
        <button type="submit" className="opage-primary" disabled={saving || busy}>
          {saving ? 'Saving…' : label}
        </button>
        {children}
        {notice !== undefined && (
          <p className="opage-notice" role="status">
            {notice}
          </p>
        )}
      </div>
    </>
  );
}
