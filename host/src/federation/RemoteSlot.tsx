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
  // One lazy component per slot and attempt: React keeps a rejected lazy() rejected forever, so
  // Try Again needs a fresh one, and the memo keeps its identity stable between renders.
  const Remote = useMemo(
    () => lazy(async () => ({ default: (await loadRemoteModule<{ default: ComponentType<P> }>(remote, module)).default })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is the reason to rebuild
    [remote, module, attempt],
  );
  return (
    <RemoteBoundary label={label} floating={floating} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={loading}>
        {/* eslint-disable-next-line react-hooks/static-components -- memoised per attempt, see above */}
        <Remote {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
