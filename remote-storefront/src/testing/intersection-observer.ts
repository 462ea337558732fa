/**
 * Test only: jsdom has no IntersectionObserver. Installs a stand-in that records each observer and its
 * options; `reachEnd()` tells the live ones their marker is in view, as scrolling near the bottom would.
 */
export function mockIntersectionObserver() {
  const live = new Set<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] }>();
  const created: { options?: IntersectionObserverInit }[] = [];
  const original = globalThis.IntersectionObserver;

  class FakeObserver {
    readonly entry: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] };
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, targets: [] };
      created.push({ options });
      live.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      live.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;

  return {
    created,
    /** How many observers are watching now. */
    watching: () => live.size,
    reachEnd() {
      for (const { callback, targets } of [...live]) {
        const entries = targets.map((target) => ({ isIntersecting: true, target }) as unknown as IntersectionObserverEntry);
        callback(entries, {} as IntersectionObserver);
      }
    },
    restore() {
      globalThis.IntersectionObserver = original;
    },
  };
}
