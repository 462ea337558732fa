import { useT } from '../i18n/use-t';

/** A whole screen that is loading: the page's data, or the code of a screen opened for the first time. */
export function LoadingScreen({ message }: { message?: string }) {
  const t = useT();
  return (
    <div className="screen-center" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{message ?? t('loading')}</p>
    </div>
  );
}
