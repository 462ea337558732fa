import { observer } from 'mobx-react-lite';
import { OUT_OF_STOCK_MESSAGE, useStore } from 'shared';
import { useT, type HostMessage } from '../i18n/use-t';

/** Messages the shared store raises in English (the store keeps no catalogue), said in the page's language. */
const STORE_MESSAGES: Record<string, HostMessage> = { [OUT_OF_STOCK_MESSAGE]: 'snackbar.outOfStock' };

/** Messages any remote raises through the shared ui store, shown in one place by the shell. */
export const Snackbars = observer(function Snackbars() {
  const { ui } = useStore();
  const t = useT();
  const said = (message: string) => {
    const id = STORE_MESSAGES[message];
    return id ? t(id) : message;
  };
  return (
    <div className="snackbars" aria-live="polite">
      {ui.snackbars.map((s) => (
        <div key={s.id} className={`snackbar snackbar--${s.severity}`} role={s.severity === 'error' ? 'alert' : 'status'}>
          <span>{said(s.message)}</span>
          {s.action && (
            <button
              type="button"
              className="snackbar__action"
              onClick={() => {
                ui.dismiss(s.id);
                s.action?.run();
              }}
            >
              {s.action.label}
            </button>
          )}
          <button type="button" aria-label={t('snackbar.dismiss')} onClick={() => ui.dismiss(s.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
});
