import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useStore } from 'shared';

/**
 * `/logout` ends the customer's session (token, stored session and cookie here, the refresh session on
 * the server) and returns home. Only the customer's: an owner logged in to edit the site stays logged in.
 */
export function Logout() {
  const { session } = useStore();
  useEffect(() => {
    // a session the API already ended (a refused token) still has its server side ended here
    session.logout();
  }, [session]);
  return <Navigate to="/" replace />;
}
