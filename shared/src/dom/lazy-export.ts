import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component a module exports by name, loaded when it first renders. React.lazy takes a module's
 * default export only; this is the one place that adapts a named one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: a component of any props
export function lazyExport<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
