import { createContext, useContext, type ReactNode } from 'react';
import { getRootStore, type RootStore } from './root-store';

/** Holds the root store; empty means "the page's one store" (getRootStore). */
const StoreContext = createContext<RootStore | null>(null);

export interface StoreProviderProps {
  /** The store to provide; default the page's one store. Tests pass their own. */
  store?: RootStore;
  children?: ReactNode;
}

/** Provides the root store to a tree (the host's app, a standalone remote, a test). */
export function StoreProvider({ store, children }: StoreProviderProps) {
  return <StoreContext.Provider value={store ?? getRootStore()}>{children}</StoreContext.Provider>;
}

/** The root store: the nearest StoreProvider's, else the page's one store. */
export function useStore(): RootStore {
  return useContext(StoreContext) ?? getRootStore();
}
