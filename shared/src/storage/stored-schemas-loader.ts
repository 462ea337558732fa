import { loadContracts } from '../contracts/contract-ref';
import type * as StoredSchemas from './stored-schemas';

type StoredSchemasModule = typeof StoredSchemas;

let stored: StoredSchemasModule | null = null;
let loading: Promise<void> | null = null;

/**
 * Loads zod's schemas, the contracts' and those of the browser's stored data, once. The page asks for
 * them after it has painted and hydrated, before it reads the browser's storage or runs a remote that
 * works with it (chat, checkout).
 */
export function loadSchemas(): Promise<void> {
  loading ??= Promise.all([loadContracts(), import('./stored-schemas')]).then(([, module]) => {
    stored = module;
  });
  return loading;
}

/** True once loadSchemas has finished. */
export function schemasLoaded(): boolean {
  return stored !== null;
}

/**
 * The stored data's schemas. Reading stored data before loadSchemas has finished is a bug (an unread
 * value would pass for an unparseable one and be removed), so it throws.
 */
export function storedSchemas(): StoredSchemasModule {
  if (!stored) throw new Error('Stored data was read before loadSchemas() finished');
  return stored;
}
