import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemoteModule, type RemoteName } from './remote-registry';
import { RemoteBoundary } from './RemoteBoundary';

interface Props<P> {
  remote: RemoteName;
  module: string;
  label: string;
  props: P;
  loading?: ReactNode;
  floating?: boolean;
}

/** Renders a component another deployment exposes, with a loading state and a Try Again fallback. */
export function RemoteSlot<P extends object>({ remote, module, label, props, loading = null, floating = false }: Props<P>) {
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo(
    () =>
      lazy(async () => {
        const loaded = await loadRemoteModule<{ default: ComponentType<P> }>(remote, module);
        return { default: loaded.default };
      }),
    // A new lazy component per attempt: React caches a rejected lazy() forever.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt],
  );
  return (
    <RemoteBoundary label={label} floating={floating} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={loading}>
        <Remote {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
