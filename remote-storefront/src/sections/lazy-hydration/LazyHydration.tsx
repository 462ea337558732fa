import { Suspense, use, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type HTMLAttributes, type ReactNode } from 'react';
import { useAfterHydration } from 'shared/dom';
import { HydrationGate } from './hydration-gate';
import { watchForHydration } from './hydration-triggers';

interface Props extends HTMLAttributes<HTMLDivElement> {
  children: ReactNode;
  /** Hydrate with the page, as the first screen's sections and every section in edit mode do. */
  eager?: boolean;
}

/**
 * A section whose server markup stays as it is, untouched and unhydrated, until it comes within about
 * a viewport of the screen, the browser is idle, or the shopper points at or focuses something in it;
 * then it hydrates. Its content sits in a Suspense boundary that suspends while hydrating until then,
 * so React keeps the server's markup meanwhile. Rendered by the browser alone (after a client-side
 * navigation) it shows at once. The wrapper is a div carrying `attributes`, marked
 * `data-hydration="done"` once its content is live.
 */
export function LazyHydration({ children, eager = false, ...attributes }: Props) {
  // The same id on the server and while hydrating: the wrapper's server markup is found by it.
  const markupId = useId();
  const [gate] = useState(() => new HydrationGate(children, { eager, holding: hasServerMarkup(markupId) }));
  const [hydrated, setHydrated] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => gate.setChildren(children));

  // The boundary holds its server markup from the start (see HydrationGate.holding); this watches for
  // the moment it may hydrate, or lets it at once when the section becomes eager (edit mode).
  useLayoutEffect(() => {
    if (eager) {
      gate.allow();
      return undefined;
    }
    if (gate.allowed || gate.mounted || !wrapper.current) return undefined;
    return watchForHydration(wrapper.current, () => gate.allow());
  }, [eager, gate]);

  // One element for the component's life: the boundary's props never change while it holds server markup.
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <Deferred gate={gate} onMounted={() => setHydrated(true)} />
      </Suspense>
    ),
    [gate],
  );

  return (
    <div ref={wrapper} {...attributes} data-lazy-section={markupId} data-hydration={hydrated ? 'done' : 'pending'}>
      {boundary}
    </div>
  );
}

/** Whether the document holds the server's markup of the wrapper with this id (the page is hydrating it). */
function hasServerMarkup(markupId: string): boolean {
  return typeof document !== 'undefined' && document.querySelector(`[data-lazy-section="${markupId}"]`) !== null;
}

function Deferred({ gate, onMounted }: { gate: HydrationGate; onMounted: () => void }) {
  const children = useSyncExternalStore(gate.subscribe, gate.latestChildren, gate.serverChildren);
  // True while hydrating (and on the server, where the gate never holds), false once rendered in the browser.
  const hydrating = !useAfterHydration();
  useLayoutEffect(() => {
    gate.markMounted();
    onMounted();
  }, [gate, onMounted]);
  if (hydrating && gate.waiting) use(gate.released);
  return children;
}
