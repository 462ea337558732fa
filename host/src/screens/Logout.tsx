import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useStore } from 'shared';

/** `/logout` ends the customer's session (token, stored session and cookie) and returns home. */
export function Logout() {
  const { session } = useStore();
  useEffect(() => {
    session.logout();
  }, [session]);
  return <Navigate to="/" replace />;
}
