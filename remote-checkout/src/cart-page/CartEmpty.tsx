import { Link } from 'react-router-dom';
import { useT } from '../i18n/use-t';

export function CartEmpty() {
  const t = useT();
  return (
    <div className="co-empty">
      <h2>{t('common.yourCartIsEmpty')}</h2>
      <p>{t('cart.emptyHint')}</p>
      <Link className="co-button co-button--primary" to="/">
        {t('common.continueShopping')}
      </Link>
    </div>
  );
}
