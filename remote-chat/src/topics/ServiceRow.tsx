import { observer } from 'mobx-react-lite';
import { useStore, type Product, type ServicePackage } from 'shared';
import { servicePackagePrice, servicePackageSavings } from 'shared/rules';
import { formatInrWhole } from 'shared/format';

/** A package's price line: the discounted price, the original struck through and the savings when there are any. */
export function PackagePrice({ pkg }: { pkg: ServicePackage }) {
  const price = servicePackagePrice(pkg);
  const savings = servicePackageSavings(pkg);
  return (
    <span className="chat-package__price">
      <strong>{formatInrWhole(price)}</strong>
      {savings > 0 && (
        <>
          {' '}
          <s>
            <span className="chat-visually-hidden">was </span>
            {formatInrWhole(pkg.price)}
          </s>{' '}
          <span className="chat-package__save">Save {formatInrWhole(savings)}</span>
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
  return (
    <article className="chat-item chat-item--service">
      {service.images[0] && <img className="chat-item__image" src={service.images[0]} alt="" loading="lazy" width={64} height={64} />}
      <div className="chat-item__body">
        <h4 className="chat-item__name">{service.name}</h4>
        {service.packages.length === 0 && (
          <p className="chat-item__price">{service.pricing.priceVisible ? formatInrWhole(service.price) : 'Price on request'}</p>
        )}
        {service.packages.length > 0 && (
          <ul className="chat-packages">
            {service.packages.map((pkg) => (
              <li key={pkg._id} className="chat-package">
                <span className="chat-package__text">
                  <span className="chat-package__name">{pkg.name}</span>
                  {service.pricing.priceVisible ? <PackagePrice pkg={pkg} /> : <span className="chat-package__price">Price on request</span>}
                </span>
                <button
                  type="button"
                  className="chat-secondary-button"
                  aria-label={`Add ${service.name}, ${pkg.name} to cart`}
                  onClick={() => cart.add(service, { selectedPackage: pkg._id })}
                >
                  Add
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {service.packages.length === 0 && (
        <button type="button" className="chat-secondary-button" aria-label={`Add ${service.name} to cart`} onClick={() => cart.add(service)}>
          Add
        </button>
      )}
    </article>
  );
});
