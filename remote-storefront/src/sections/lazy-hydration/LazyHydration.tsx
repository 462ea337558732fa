import { Suspense, use, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type HTMLAttributes, type ReactNode } from 'react';
import { useAfterHydration } from '../../common/ui/use-after-hydration';
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
  const [gate] = useState(() => new HydrationGate(children));
  const [hydrated, setHydrated] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => gate.setChildren(children));

  // React hydrates a server-rendered Suspense boundary in a later pass than its parent, so this runs
  // (in the browser only) before the boundary's content is first attempted.
  useLayoutEffect(() => {
    if (eager) {
      gate.allow();
      return undefined;
    }
    if (gate.allowed || gate.mounted || !wrapper.current) return undefined;
    gate.hold();
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
    <div ref={wrapper} {...attributes} data-hydration={hydrated ? 'done' : 'pending'}>
      {boundary}
    </div>
  );
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
