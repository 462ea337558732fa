import { useT } from '../i18n/use-t';

/** A visitor's way on from a cart or Buy Now summary: the login, after which the same summary comes back with the server's totals. */
export function LoginToCheckout({ onLogin }: { onLogin?: (() => void) | undefined }) {
  const t = useT();
  if (!onLogin) return null;
  return (
    <div className="checkout-actions">
      <button type="button" className="checkout-primary-button" onClick={onLogin}>
        {t('common.loginToCheckout')}
      </button>
    </div>
  );
}
