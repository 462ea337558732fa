/**
 * The page reads the browser's stored data only with zod's schemas loaded, which it loads after its
 * first paint: a fresh module registry stands for a page that has not loaded them yet.
 */
type Kit = typeof import('./store-test-kit');
type Loader = typeof import('../storage/stored-schemas-loader');

function freshModules(): { kit: Kit; loader: Loader } {
  let modules!: { kit: Kit; loader: Loader };
  jest.isolateModules(() => {
    modules = { kit: jest.requireActual<Kit>('./store-test-kit'), loader: jest.requireActual<Loader>('../storage/stored-schemas-loader') };
  });
  return modules;
}

describe('reading stored data before the schemas are loaded', () => {
  it('waits for them, then reads the stored cart, and keeps it', async () => {
    const { kit, loader } = freshModules();
    const item = { ...kit.product({ name: 'Silk saree' }), quantity: 2, selectedVariant: null, selectedPackage: null, addedAt: 1, updatedAt: 1 };
    const stored = JSON.stringify([item]);
    const { root, local } = kit.testRoot({ localData: { webCart: stored } });
    expect(loader.schemasLoaded()).toBe(false);
    root.hydrate();
    expect(root.cart.items).toEqual([]);
    expect(local.data.get('webCart')).toBe(stored);
    await root.whenHydrated();
    expect(loader.schemasLoaded()).toBe(true);
    expect(root.cart.items.map((line) => [line.name, line.quantity])).toEqual([['Silk saree', 2]]);
  });

  it('still empties a stored cart that does not read as one, once they are loaded', async () => {
    const { kit } = freshModules();
    const { root, local } = kit.testRoot({ localData: { webCart: '{"not":"a list"}' } });
    await root.whenHydrated();
    expect(root.cart.items).toEqual([]);
    expect(local.data.get('webCart')).not.toBe('{"not":"a list"}');
  });

  it('a first visit keeps nothing: the stores are read at once and the schemas are never loaded', async () => {
    const { kit, loader } = freshModules();
    const { root } = kit.testRoot();
    root.hydrate();
    await root.whenHydrated();
    expect(root.cart.items).toEqual([]);
    expect(root.session.session).toBeNull();
    expect(loader.schemasLoaded()).toBe(false);
  });

  it('refuses a read of stored data before the schemas are loaded, instead of taking it for bad data', () => {
    const { loader } = freshModules();
    expect(() => loader.storedSchemas()).toThrow('Stored data was read before loadSchemas() finished');
  });
});
