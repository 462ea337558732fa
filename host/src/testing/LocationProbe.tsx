import { useLocation } from 'react-router-dom';

/** Shows the router's current path and query, for tests that check where an action went. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}
