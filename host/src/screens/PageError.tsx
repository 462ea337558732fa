import { useT } from '../i18n/use-t';

interface Props {
  message: string;
  onRetry: () => void;
}

/** A page that failed to load for a reason other than "no such page". */
export function PageError({ message, onRetry }: Props) {
  const t = useT();
  return (
    <div className="screen-center" role="alert">
      <h1>{t('pageError.title')}</h1>
      <p>{message}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('action.tryAgain')}
      </button>
    </div>
  );
}
