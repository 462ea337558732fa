import { createContext, useContext, type ReactNode } from 'react';

export type RemoteName = 'storefront' | 'chat' | 'checkout';

export interface RemoteViewProps<P extends object> {
  remote: RemoteName;
  /** The exposed module's name, without `./` (e.g. `CartSummary`). */
  module: string;
  /** Says what failed in the fallback ("Could not load {label}"). */
  label: string;
  props: P;
  loading?: ReactNode;
}

export type RemoteViewComponent = <P extends object>(props: RemoteViewProps<P>) => ReactNode;

const RemoteViewContext = createContext<RemoteViewComponent | null>(null);

/**
 * The host provides how a remote's exposed view is loaded (its federation runtime, fallback and Try
 * Again); a remote that shows another remote's view (the chat showing the checkout's cart summary) asks
 * for it here instead of importing the other's source. `shared` is a singleton, so the context is one.
 */
export const RemoteViewProvider = RemoteViewContext.Provider;

/** Renders another remote's exposed view through the host's loader; says so plainly when no host provides one. */
export function RemoteView<P extends object>(view: RemoteViewProps<P>) {
  const Load = useContext(RemoteViewContext);
  if (!Load) {
    return (
      <p className="remote-view-unavailable" role="status">
        {`${view.label[0]?.toUpperCase() ?? ''}${view.label.slice(1)} opens on the full site.`}
      </p>
    );
  }
  // eslint-disable-next-line react-hooks/static-components -- read from context, not created: one loader for the page's lifetime
  return <Load {...view} />;
}
