import type { ReactNode } from 'react';

/**
 * What a lazily hydrated section shares between its wrapper (hydrated with the page) and the part
 * inside its Suspense boundary (hydrated later): whether the boundary may hydrate yet, and the latest
 * children. The children travel through this object rather than through props, so a re-render of the
 * page never touches the boundary while it still holds server markup (React would then throw that
 * markup away and render the section afresh).
 */
export class HydrationGate {
  /** The boundary may hydrate. */
  allowed: boolean;
  /**
   * The browser holds server markup for the boundary: it waits for `allow()` from the first render on,
   * since React may attempt it in the same pass as its wrapper (the page hydrating inside a remote's
   * boundary that resolved late), before any effect of the wrapper has run.
   */
  readonly holding: boolean;
  /** The boundary's content has been committed (hydrated, or rendered by the browser). */
  mounted = false;
  readonly released: Promise<void>;
  private release: () => void = () => undefined;
  private children: ReactNode;
  private readonly listeners = new Set<() => void>();

  /** `first` are the children of the first render, the ones the server rendered too; `eager` hydrates with the page. */
  constructor(
    private readonly first: ReactNode,
    { eager, holding }: { eager: boolean; holding: boolean },
  ) {
    this.allowed = eager;
    this.holding = holding;
    this.children = first;
    this.released = new Promise<void>((resolve) => {
      this.release = resolve;
    });
  }

  /** The boundary should wait: the browser holds server markup for it that may not hydrate yet. */
  get waiting(): boolean {
    return this.holding && !this.allowed && !this.mounted;
  }

  markMounted(): void {
    this.mounted = true;
  }

  allow(): void {
    if (this.allowed) return;
    this.allowed = true;
    this.release();
  }

  setChildren(children: ReactNode): void {
    if (children === this.children) return;
    this.children = children;
    for (const listener of this.listeners) listener();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly latestChildren = (): ReactNode => this.children;

  /** What hydration must reproduce: the server's children, not newer ones. */
  readonly serverChildren = (): ReactNode => this.first;
}
