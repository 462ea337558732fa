import { useEffect, useState } from 'react';
import { useStore } from 'shared';

/**
 * Asks the server to confirm a restored customer session when nothing has yet on this page (the chat
 * widget, which also does, loads later), so a customer's cart page shows their server cart rather than
 * an empty guest cart. True while the check runs; false for a guest, and once the check answered (an
 * offline check keeps the guest cart on screen).
 */
export function useSessionCheck(): boolean {
  const { session } = useStore();
  const needed = session.isLoggedIn && !session.verified;
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    void session.verifyRestoredSession().finally(() => {
      if (live) setAnswered(true);
    });
    return () => {
      live = false;
    };
    // once per page: `needed` only turns false because of the check
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);
  return needed && !answered;
}
