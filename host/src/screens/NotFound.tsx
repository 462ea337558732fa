import { useNavigate } from 'react-router-dom';
import { TRY_AGAIN_RELOAD_DELAY_MS } from 'shared/rules';
import { useT } from '../i18n/use-t';

interface Props {
  /** Where Contact Support leads: the site's contact page when it has one. */
  contactPath?: string;
}

export function NotFound({ contactPath = '/contact' }: Props) {
  const navigate = useNavigate();
  const t = useT();
  const retry = () => window.setTimeout(() => window.location.reload(), TRY_AGAIN_RELOAD_DELAY_MS);
  return (
    <div className="screen-center not-found" role="alert">
      <span className="badge badge-warning">{t('notFound.badge')}</span>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <div className="button-row">
        <button type="button" className="btn" onClick={() => navigate(-1)}>
          {t('action.goBack')}
        </button>
        <button type="button" className="btn" onClick={() => navigate('/')}>
          {t('action.home')}
        </button>
        <button type="button" className="btn btn-primary" onClick={retry}>
          {t('action.tryAgain')}
        </button>
      </div>
      <a href={contactPath}>{t('notFound.contact')}</a>
    </div>
  );
}
