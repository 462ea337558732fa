/** Placeholder product cards while products load. */
export function ProductSkeletons({ count, itemClassName }: { count: number; itemClassName: string }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={itemClassName} data-testid="product-skeleton">
          <div className="sf-product-card sf-product-card--skeleton" aria-hidden="true">
            <span className="sf-skeleton sf-product-card__media" />
            <span className="sf-product-card__body">
              <span className="sf-skeleton sf-skeleton--text" />
              <span className="sf-skeleton sf-skeleton--text sf-skeleton--short" />
            </span>
          </div>
        </li>
      ))}
    </>
  );
}
