import { observer } from 'mobx-react-lite';
import { useStore } from 'shared';
import { useT } from '../i18n/use-t';

/** Messages any remote raises through the shared ui store, shown in one place by the shell. */
export const Snackbars = observer(function Snackbars() {
  const { ui } = useStore();
  const t = useT();
  return (
    <div className="snackbars" aria-live="polite">
      {ui.snackbars.map((s) => (
        <div key={s.id} className={`snackbar snackbar--${s.severity}`} role={s.severity === 'error' ? 'alert' : 'status'}>
          <span>{s.message}</span>
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
