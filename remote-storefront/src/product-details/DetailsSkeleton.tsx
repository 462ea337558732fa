import { useT } from '../i18n/use-t';

/** Placeholder of the details page while the product loads: the picture and a few lines of text. */
export function DetailsSkeleton({ mobile }: { mobile: boolean }) {
  const t = useT();
  return (
    <div className={`sf-pd sf-pd--skeleton${mobile ? ' sf-pd--mobile' : ''}`} aria-busy="true" aria-label={t('pd.loading')} role="status" data-testid="details-skeleton">
      <span className="sf-skeleton sf-pd-skeleton__media" />
      <div className="sf-pd__info" aria-hidden="true">
        <span className="sf-skeleton sf-pd-skeleton__badge" />
        <span className="sf-skeleton sf-pd-skeleton__title" />
        <span className="sf-skeleton sf-pd-skeleton__price" />
        <span className="sf-skeleton sf-skeleton--text" />
        <span className="sf-skeleton sf-skeleton--text" />
        <span className="sf-skeleton sf-skeleton--text sf-skeleton--short" />
        <span className="sf-skeleton sf-pd-skeleton__button" />
      </div>
    </div>
  );
}
