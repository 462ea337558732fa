import { observer } from 'mobx-react-lite';
import { useStore, type Product, type ServicePackage } from 'shared';
import { servicePackagePrice, servicePackageSavings } from 'shared/rules';
import { formatInrWhole } from 'shared/format';
import { useT } from '../i18n/use-t';

/** A package's price line: the discounted price, the original struck through and the savings when there are any. */
export function PackagePrice({ pkg }: { pkg: ServicePackage }) {
  const t = useT();
  const price = servicePackagePrice(pkg);
  const savings = servicePackageSavings(pkg);
  return (
    <span className="chat-package__price">
      <strong>{formatInrWhole(price)}</strong>
      {savings > 0 && (
        <>
          {' '}
          <s>
            <span className="chat-visually-hidden">{t('topics.was')} </span>
            {formatInrWhole(pkg.price)}
          </s>{' '}
          <span className="chat-package__save">{t('topics.save', { amount: formatInrWhole(savings) })}</span>
        </>
      )}
    </span>
  );
}

/**
 * A service in the widget's list with its packages, each at `price x (1 - discountPercentage/100)` with
 * the savings, and Add to cart per package. A service without packages is added at its own price.
 */
export const ServiceRow = observer(function ServiceRow({ service }: { service: Product }) {
  const { cart } = useStore();
  const t = useT();
  return (
    <article className="chat-item chat-item--service">
      {service.images[0] && <img className="chat-item__image" src={service.images[0]} alt="" loading="lazy" width={64} height={64} />}
      <div className="chat-item__body">
        <h4 className="chat-item__name">{service.name}</h4>
        {service.packages.length === 0 && (
          <p className="chat-item__price">{service.pricing.priceVisible ? formatInrWhole(service.price) : t('topics.priceOnRequest')}</p>
        )}
        {service.packages.length > 0 && (
          <ul className="chat-packages">
            {service.packages.map((pkg) => (
              <li key={pkg._id} className="chat-package">
                <span className="chat-package__text">
                  <span className="chat-package__name">{pkg.name}</span>
                  {service.pricing.priceVisible ? <PackagePrice pkg={pkg} /> : <span className="chat-package__price">{t('topics.priceOnRequest')}</span>}
                </span>
                <button
                  type="button"
                  className="chat-secondary-button"
                  aria-label={t('topics.addPackageLabel', { name: service.name, pack: pkg.name })}
                  onClick={() => cart.add(service, { selectedPackage: pkg._id })}
                >
                  {t('topics.add')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {service.packages.length === 0 && (
        <button type="button" className="chat-secondary-button" aria-label={t('topics.addLabel', { name: service.name })} onClick={() => cart.add(service)}>
          {t('topics.add')}
        </button>
      )}
    </article>
  );
});
