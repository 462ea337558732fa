import { useNavigate } from 'react-router-dom';

/**
 * Back: one step back in this site's history, or `fallback` when the page was opened directly (a
 * shared link), where going back would leave the site. React Router keeps its index in history.state.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    const state: unknown = typeof window === 'undefined' ? null : window.history.state;
    const index = state && typeof state === 'object' && 'idx' in state ? Number((state as { idx: unknown }).idx) : 0;
    if (index > 0) navigate(-1);
    else navigate(fallback);
  };
}
