import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemoteModule, type RemoteName } from './remote-registry';
import { RemoteBoundary } from './RemoteBoundary';

interface Props<P> {
  remote: RemoteName;
  module: string;
  label: string;
  props: P;
  loading?: ReactNode;
  floating?: boolean;
  /** Called once the remote's content (or its fallback) is on screen. */
  onSettled?: () => void;
}

/** Renders nothing; tells its parent it has been committed, i.e. its siblings are on screen. */
function Settled({ onSettled }: { onSettled?: (() => void) | undefined }) {
  useEffect(() => onSettled?.(), [onSettled]);
  return null;
}

/** Renders a component another deployment exposes, with a loading state and a Try Again fallback. */
export function RemoteSlot<P extends object>({ remote, module, label, props, loading = null, floating = false, onSettled }: Props<P>) {
  const [attempt, setAttempt] = useState(0);
  // One lazy component per slot and attempt: React keeps a rejected lazy() rejected forever, so
  // Try Again needs a fresh one, and the memo keeps its identity stable between renders.
  const Remote = useMemo(
    () => lazy(async () => ({ default: (await loadRemoteModule<{ default: ComponentType<P> }>(remote, module)).default })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is the reason to rebuild
    [remote, module, attempt],
  );
  return (
    <RemoteBoundary label={label} floating={floating} onRetry={() => setAttempt((n) => n + 1)} fallbackExtra={<Settled onSettled={onSettled} />}>
      <Suspense fallback={loading}>
        {/* eslint-disable-next-line react-hooks/static-components -- memoised per attempt, see above */}
        <Remote {...props} />
        <Settled onSettled={onSettled} />
      </Suspense>
    </RemoteBoundary>
  );
}
