import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * How long a desktop visitor reads 'This Page Only Available For Mobile View' before the cart page
 * sends them home: long enough to read the line, short enough not to feel stuck.
 */
export const MOBILE_ONLY_REDIRECT_MS = 3_000;

/** While `active`, goes to the base home after MOBILE_ONLY_REDIRECT_MS; a change of mind (a phone layout, edit mode) cancels it. */
export function useRedirectHome(active: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setTimeout(() => navigate('/', { replace: true }), MOBILE_ONLY_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [active, navigate]);
}
