/** What the conversation needs to know about the page: is the network there, is the tab in front. */
export interface PageSignals {
  online(): boolean;
  visible(): boolean;
  /** Calls `onChange` when either may have changed; returns the unsubscribe. */
  watch(onChange: () => void): () => void;
}

/** The browser's: `navigator.onLine` with the online/offline events, the document's visibility. */
export function browserPageSignals(): PageSignals {
  const win = typeof window === 'undefined' ? null : window;
  const doc = typeof document === 'undefined' ? null : document;
  return {
    online: () => win?.navigator.onLine ?? true,
    visible: () => (doc ? doc.visibilityState !== 'hidden' : true),
    watch(onChange) {
      win?.addEventListener('online', onChange);
      win?.addEventListener('offline', onChange);
      doc?.addEventListener('visibilitychange', onChange);
      return () => {
        win?.removeEventListener('online', onChange);
        win?.removeEventListener('offline', onChange);
        doc?.removeEventListener('visibilitychange', onChange);
      };
    },
  };
}
