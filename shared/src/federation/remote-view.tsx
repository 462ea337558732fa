import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteName } from './remote-exposes';
import type { ViewModule, ViewProps, ViewRemote } from './remote-view-registry';

/** One view of another remote, typed by the registry: the module must exist and the props must be its own. */
export interface RemoteViewProps<R extends ViewRemote, M extends ViewModule<R>> {
  remote: R;
  /** The exposed module's name, without `./` (e.g. `CartSummary`). */
  module: M;
  /** Says what failed in the fallback ("Could not load {label}"). */
  label: string;
  props: ViewProps<R, M>;
  loading?: ReactNode;
}

/** What the host's loader is given: any remote's module (the registry has checked it already). */
export interface LoadRemoteViewProps {
  remote: RemoteName;
  module: string;
  label: string;
  props: object;
  loading?: ReactNode;
}

export type RemoteViewComponent = (props: LoadRemoteViewProps) => ReactNode;

const RemoteViewContext = createContext<RemoteViewComponent | null>(null);

/**
 * The host provides how a remote's exposed view is loaded (its federation runtime, fallback and Try
 * Again); a remote that shows another remote's view (the chat showing the checkout's cart summary) asks
 * for it here instead of importing the other's source. `shared` is a singleton, so the context is one.
 */
export const RemoteViewProvider = RemoteViewContext.Provider;

/** Renders another remote's exposed view through the host's loader; says so plainly when no host provides one. */
export function RemoteView<R extends ViewRemote, M extends ViewModule<R>>(view: RemoteViewProps<R, M>) {
  const Load = useContext(RemoteViewContext);
  if (!Load) {
    return (
      <p className="remote-view-unavailable" role="status">
        {`${view.label[0]?.toUpperCase() ?? ''}${view.label.slice(1)} opens on the full site.`}
      </p>
    );
  }
  // eslint-disable-next-line react-hooks/static-components -- read from context, not created: one loader for the page's lifetime
  return <Load {...(view as LoadRemoteViewProps)} />;
}
