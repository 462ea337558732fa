/** Builders for the store tests. Not part of the package's exports. */
import type { ApiClient } from '../api-client/create-api-client';
import type { Product, Variant } from '../contracts';
import type { CartItem } from './cart-item';
import { createMemoryStorage, createSafeStorage, type StorageLike } from '../storage/safe-storage';
import type { CookieJar } from '../storage/cookies';
import { RootStore, type RootStoreOptions } from './root-store';

let seq = 0;
/** A 24-hex id, unique per call. */
export function id(): string {
  seq += 1;
  return seq.toString(16).padStart(24, '0');
}

export function variant(over: Partial<Variant> = {}): Variant {
  return { _id: id(), name: 'Default', basePrice: 1000, salePrice: 800, stock: 10, discountPercentage: null, ...over };
}

export function product(over: Partial<Product> = {}): Product {
  const _id = over._id ?? id();
  return {
    _id,
    itemType: 'product',
    slug: `product-${_id}`,
    name: 'Cotton Kurta',
    description: 'Hand-woven',
    images: ['/uploads/kurta.jpg'],
    video: null,
    price: 800,
    rating: 4.5,
    reviewCount: 12,
    featured: false,
    flashSale: false,
    tags: [],
    button: 'Buy',
    variantTitle: null,
    status: 'Published',
    catalogueId: { _id: '0000000000000000000000aa', slug: 'clothing', name: 'Clothing' },
    categoryId: null,
    pricing: { basePrice: 1000, salePrice: 800, taxApplicable: true, taxRate: 5, discountPercentage: null, priceVisible: true },
    inventory: { totalQuantity: 10, stockStatus: 'In Stock' },
    totalQuantity: 10,
    shipping: { available: true, weight: null, dimensions: null, cost: 0 },
    dispatchPoints: [],
    variants: [],
    packages: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    ...over,
  };
}

/** A cookie jar that keeps name=value pairs like a browser (attributes ignored, Max-Age=0 deletes). */
export function memoryCookies(): CookieJar & { writes: string[] } {
  const values = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(text: string) {
      writes.push(text);
      const [pair = ''] = text.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      if (/Max-Age=0(;|$)/.test(text)) values.delete(name);
      else values.set(name, pair.slice(eq + 1));
    },
  };
}

export interface TestRoot {
  root: RootStore;
  local: StorageLike & { data: Map<string, string> };
  session: StorageLike & { data: Map<string, string> };
  cookies: ReturnType<typeof memoryCookies>;
  navigate: jest.Mock;
  clock: { now: number };
}

/** A root store on in-memory storage, a fixed clock and host demo.localhost, with no window. */
export function testRoot(options: RootStoreOptions & { localData?: Record<string, string>; local?: StorageLike } = {}): TestRoot {
  const local = createMemoryStorage(options.localData);
  const session = createMemoryStorage();
  const cookies = memoryCookies();
  const navigate = jest.fn();
  const clock = { now: Date.UTC(2025, 0, 15, 12) };
  const root = new RootStore({
    storage: createSafeStorage({ local: () => options.local ?? local, session: () => session }),
    cookies,
    window: null,
    getHostname: () => 'demo.localhost',
    now: () => clock.now,
    navigate,
    ...options,
  });
  return { root, local, session, cookies, navigate, clock };
}

/** One call sent through `heldCallsApi`; the test answers it (the server's cart) or fails it. */
export interface HeldCall {
  path: string;
  body: Record<string, unknown>;
  answer(data: CartItem[]): void;
  fail(): void;
}

/** An API whose calls wait for the test to answer them, so order, debounce and failures are explicit. */
export function heldCallsApi(): { api: ApiClient; calls: HeldCall[] } {
  const calls: HeldCall[] = [];
  const record = (path: string, body: unknown) =>
    new Promise((resolve, reject) => {
      calls.push({
        path,
        body: body as Record<string, unknown>,
        answer: (data) => resolve({ message: 'success', data }),
        fail: () => reject(Object.assign(new Error('Server said no'), { status: 500 })),
      });
    });
  const api = {
    get: jest.fn((path: string, query: unknown) => record(path, query)),
    post: jest.fn((path: string, body: unknown) => record(path, body)),
  } as unknown as ApiClient;
  return { api, calls };
}
