import { lazy, Suspense, useLayoutEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useAfterHydration } from 'shared/dom';
import { loadRemoteModule, type RemoteName } from './remote-registry';
import { rendersOnServer } from './server-rendered';
import { RemoteBoundary } from './RemoteBoundary';

interface Props<P> {
  remote: RemoteName;
  module: string;
  /** Names the remote in the fallback's sentence, in the page's language (in English with `english`). */
  label: string;
  /** The owner's screens: the fallback in English whatever the page's language. */
  english?: boolean;
  props: P;
  loading?: ReactNode;
  floating?: boolean;
  /** Called once the remote's content (or its fallback) is on screen. */
  onSettled?: () => void;
}

/**
 * Renders nothing; tells its parent, in the commit that put its siblings on screen (hydrated or
 * rendered), that they are there: before any later work (a section hydrating near the viewport)
 * has started, so "the first screen is live" is one moment of each load.
 */
function Settled({ onSettled }: { onSettled?: (() => void) | undefined }) {
  useLayoutEffect(() => onSettled?.(), [onSettled]);
  return null;
}

/**
 * Renders a component another deployment exposes, with a loading state and a Try Again fallback. A
 * remote without a server build (the chat, the checkout) is its loading state in the server's HTML and
 * while the page hydrates, and loads once the page is live.
 */
export function RemoteSlot<P extends object>(props: Props<P>) {
  if (rendersOnServer(props.remote)) return <LoadedRemote {...props} />;
  return (
    <AfterHydration fallback={props.loading ?? null}>
      <LoadedRemote {...props} />
    </AfterHydration>
  );
}

/**
 * `fallback` until the page is live. Kept apart from a server-rendered remote's slot: a state change
 * above its boundary while that still waits to hydrate would make React render it afresh instead.
 */
function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useAfterHydration() ? children : fallback;
}

function LoadedRemote<P extends object>({ remote, module, label, english = false, props, loading = null, floating = false, onSettled }: Props<P>) {
  const [attempt, setAttempt] = useState(0);
  // One lazy component per slot and attempt: React keeps a rejected lazy() rejected forever, so
  // Try Again needs a fresh one, and the memo keeps its identity stable between renders.
  const Remote = useMemo(
    () => lazy(async () => ({ default: (await loadRemoteModule<{ default: ComponentType<P> }>(remote, module)).default })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is the reason to rebuild
    [remote, module, attempt],
  );
  return (
    <RemoteBoundary label={label} english={english} floating={floating} onRetry={() => setAttempt((n) => n + 1)} fallbackExtra={<Settled onSettled={onSettled} />}>
      <Suspense fallback={loading}>
        {/* eslint-disable-next-line react-hooks/static-components -- memoised per attempt, see above */}
        <Remote {...props} />
        <Settled onSettled={onSettled} />
      </Suspense>
    </RemoteBoundary>
  );
}
