import { Link } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import { AlertIcon } from './icons';
import { reloadPage } from './reload-page';
import { useGoBack } from './use-go-back';

interface Props {
  /** not-found: the API answered 404 (or no product was named); unavailable: any other failure. */
  reason: 'not-found' | 'unavailable';
  /** Where Contact support leads. */
  contactPath: string;
}

const TEXT = {
  'not-found': { title: 'pd.notFound', body: 'pd.notFoundText' },
  unavailable: { title: 'pd.unavailable', body: 'pd.unavailableText' },
} as const;

/** The details page's error: what happened, Try Again (reload), Go Back and Contact support. */
export function ProductUnavailable({ reason, contactPath }: Props) {
  const t = useT();
  const goBack = useGoBack('/products');
  const text = TEXT[reason];
  return (
    <section className="sf-pd-error" role="alert" aria-labelledby="sf-pd-error-title">
      <span className="sf-pd-error__icon">
        <AlertIcon />
      </span>
      <h1 className="sf-pd-error__title" id="sf-pd-error-title">
        {t(text.title)}
      </h1>
      <p className="sf-pd-error__body">{t(text.body)}</p>
      <div className="sf-pd-error__buttons">
        <button type="button" className="sf-pd-action" onClick={reloadPage}>
          {t('pd.tryAgain')}
        </button>
        <button type="button" className="sf-pd-share" onClick={goBack}>
          {t('pd.goBack')}
        </button>
      </div>
      <Link to={contactPath} className="sf-pd-error__contact">
        {t('pd.contactSupport')}
      </Link>
    </section>
  );
}
