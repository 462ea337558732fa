import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStore } from 'shared';

/** Lets store actions (a logout on a 401, say) move the router, without components in between. */
export function NavigatorBridge() {
  const store = useStore();
  const navigate = useNavigate();
  useEffect(() => store.setNavigator((path) => navigate(path)), [store, navigate]);
  return null;
}
