import { act, render, screen } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { RootStore, getRootStore } from './root-store';
import { StoreProvider, useStore } from './StoreProvider';
import { product, testRoot } from './store-test-kit';

const CartBadge = observer(function CartBadge() {
  const { cart } = useStore();
  return <span>{`items: ${cart.count}`}</span>;
});

describe('RootStore', () => {
  it('creates the domain stores with the root passed in and the api client injected', () => {
    const { root } = testRoot();
    expect(root.session.root).toBe(root);
    expect(root.cart.root).toBe(root);
    expect(root.ui.root).toBe(root);
    expect(root.session.api).toBe(root.api);
    expect(root.cart.api).toBe(root.api);
  });

  it('hydrate reads the session and the cart', () => {
    const first = testRoot();
    first.root.cart.add(product());
    const { root } = testRoot({ localData: Object.fromEntries(first.local.data) });
    expect(root.hydrate()).toBe(root);
    expect(root.cart.count).toBe(1);
  });

  it('navigates through the navigator the host sets', () => {
    const { root, navigate } = testRoot();
    root.navigate('/x');
    expect(navigate).toHaveBeenCalledWith('/x');
    const routed = jest.fn();
    root.setNavigator(routed);
    root.navigate('/logout');
    expect(routed).toHaveBeenCalledWith('/logout');
  });
});

describe('getRootStore', () => {
  afterAll(() => getRootStore().dispose());

  it('creates one instance on the first call and returns it afterwards', () => {
    window.localStorage.setItem('webCart', 'corrupt');
    const store = getRootStore();
    expect(store).toBeInstanceOf(RootStore);
    expect(getRootStore()).toBe(store);
    // hydrated on creation: the corrupt cart was reset
    expect(window.localStorage.getItem('webCart')).toBe('[]');
  });

  it('reads the page host name by default', () => {
    expect(getRootStore().getHostname()).toBe(window.location.hostname);
  });
});

describe('StoreProvider and useStore', () => {
  it('gives observers the provided store and re-renders on change', () => {
    const { root } = testRoot();
    render(
      <StoreProvider store={root}>
        <CartBadge />
      </StoreProvider>,
    );
    expect(screen.getByText('items: 0')).toBeTruthy();
    act(() => {
      root.cart.add(product(), { quantity: 3 });
    });
    expect(screen.getByText('items: 3')).toBeTruthy();
  });

  it('defaults to the page store without a provider, and with a provider given no store', () => {
    let seen: RootStore[] = [];
    function Probe() {
      seen.push(useStore());
      return null;
    }
    render(<Probe />);
    render(
      <StoreProvider>
        <Probe />
      </StoreProvider>,
    );
    expect(seen).toEqual([getRootStore(), getRootStore()]);
    seen = [];
  });
});
