import { useNavigate } from 'react-router-dom';
import { useT } from '../i18n/use-t';

/** An existing page whose type the shell has no renderer for. */
export function ContentNotAvailable() {
  const navigate = useNavigate();
  const t = useT();
  return (
    <div className="screen-center" role="alert">
      <h1>{t('unavailable.title')}</h1>
      <p>{t('unavailable.text')}</p>
      <div className="button-row">
        <button type="button" className="btn" onClick={() => navigate(-1)}>
          {t('action.goBack')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('action.refresh')}
        </button>
      </div>
    </div>
  );
}
