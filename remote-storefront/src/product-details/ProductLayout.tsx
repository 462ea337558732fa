import { observer } from 'mobx-react-lite';
import { useStore, type Product } from 'shared';
import { DesktopDetails } from './DesktopDetails';
import { MobileDetails } from './MobileDetails';
import { useProductView } from './use-product-view';

/**
 * One product, in the layout of the moment. The choice (variant, quantity) lives here, above both
 * layouts, so crossing the 768 px breakpoint keeps it; the page keys this by product, so another
 * product starts on its own default variant and a quantity of 1.
 */
export const ProductLayout = observer(function ProductLayout({ product }: { product: Product }) {
  const { ui } = useStore();
  const view = useProductView(product);
  return ui.isMobile ? <MobileDetails product={product} view={view} /> : <DesktopDetails product={product} view={view} />;
});
