import { useEffect, useState } from 'react';
import { loadSchemas, schemasLoaded } from './stored-schemas-loader';

/**
 * Whether zod's schemas are loaded, loading them when they are not: for a view that reads stored data
 * as it renders (a direct buy's item, an enquiry), which renders that part once this is true.
 */
export function useSchemasLoaded(): boolean {
  const [loaded, setLoaded] = useState(schemasLoaded);
  useEffect(() => {
    if (loaded) return;
    let mounted = true;
    void loadSchemas().then(() => {
      if (mounted) setLoaded(true);
    });
    return () => {
      mounted = false;
    };
  }, [loaded]);
  return loaded;
}
