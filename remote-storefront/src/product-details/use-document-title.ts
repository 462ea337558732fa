import { useEffect } from 'react';

/** Sets the tab's title while `title` is given; the previous title comes back afterwards. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
