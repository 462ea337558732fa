import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { getRootStore, StoreProvider } from 'shared';
import CartPage from './cart-page/CartPage';

// Development only: the cart page on its own, over this browser's guest cart.
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StoreProvider store={getRootStore()}>
      <BrowserRouter>
        <CartPage />
      </BrowserRouter>
    </StoreProvider>,
  );
}
