import type { ComponentType, ReactNode } from 'react';
import { useT } from './use-t';

/**
 * Its children, once the checkout's messages in the page's language are loaded. useT suspends (React's
 * `use`) only while they are not, so a view that suspends there and has hooks after the call breaks when
 * React replays it with the catalogue already in (React error 467, "update hook called on initial
 * render", seen on a Hindi page whose catalogue came from the browser's cache). Here nothing follows the
 * call, and every view inside finds the messages loaded.
 */
function MessagesReady({ children }: { children: ReactNode }) {
  useT();
  return children;
}

/** An exposed view that waits for the page's messages before it renders (see MessagesReady). */
export function withMessages<P extends object>(View: ComponentType<P>): ComponentType<P> {
  function WithMessages(props: P) {
    return (
      <MessagesReady>
        <View {...props} />
      </MessagesReady>
    );
  }
  WithMessages.displayName = `WithMessages(${View.displayName ?? View.name})`;
  return WithMessages;
}
