import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useStore, type WebsitePage } from 'shared';
import { CART_SKELETON_MIN_MS } from 'shared/rules';
import { MobileOnlyNotice } from 'shared/dom';
import { useT } from '../i18n/use-t';
import { CartEmpty } from './CartEmpty';
import { CartLine } from './CartLine';
import { CartSkeleton } from './CartSkeleton';
import { CartPageSummary } from './CartPageSummary';
import { useMinimumDelay } from './use-minimum-delay';
import { useRedirectHome } from './use-redirect-home';
import { useSessionCheck } from './use-session-check';
import '../styles/cart-page.css';

export interface CartPageProps {
  /** The cart page as the host renders it: its business decides whether the owner is editing. */
  page?: Pick<WebsitePage, 'accountTypeId'>;
  /** Forces edit mode (the standalone preview); by default the owner store decides for `page`'s business. */
  editMode?: boolean;
}

/**
 * The full cart page (mobile): loading, empty and populated states over the shared cart store. On a
 * desktop it says 'This Page Only Available For Mobile View' and, once that could be read, goes to the base
 * home, unless the owner is editing the site (spec: "redirects to base home unless in edit mode").
 */
const CartPage = observer(function CartPage({ page, editMode }: CartPageProps) {
  const { cart, ui, owner, locale } = useStore();
  const t = useT();
  const navigate = useNavigate();
  const waiting = useMinimumDelay(CART_SKELETON_MIN_MS);
  const checkingSession = useSessionCheck();
  // a customer's cart is the server's: the skeleton stays until it is here
  const loading = waiting || checkingSession || cart.loading;
  const editing = editMode ?? owner.isEditing(page?.accountTypeId);
  const sendHome = !ui.isMobile && !editing;

  useRedirectHome(sendHome);

  if (sendHome) return <MobileOnlyNotice className="co-mobile-only" locale={locale} />;
  return (
    <section className="co-cart" aria-labelledby="cart-title">
      <header className="co-cart__header">
        <button type="button" className="co-icon-button" aria-label={t('common.back')} onClick={() => navigate(-1)}>
          ‹
        </button>
        <h1 id="cart-title">{t('cart.title')}</h1>
      </header>
      {loading ? (
        <CartSkeleton />
      ) : cart.isEmpty ? (
        <CartEmpty />
      ) : (
        <>
          <ul className="co-cart__lines">
            {cart.items.map((item) => (
              <CartLine key={cart.keyOf(item)} item={item} />
            ))}
          </ul>
          <CartPageSummary />
        </>
      )}
    </section>
  );
});

export default CartPage;
