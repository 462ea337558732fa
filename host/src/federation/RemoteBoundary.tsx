import { Component, type ReactNode } from 'react';

interface Props {
  /** What the user reads when the part cannot be shown, e.g. 'the shop'. */
  label: string;
  onRetry: () => void;
  /** Draw the fallback floating in the corner, for parts that float (the chat widget). */
  floating?: boolean;
  /** Rendered beside the fallback (the slot's "settled" signal). */
  fallbackExtra?: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a failed remote inside its slot: the shell and the other remotes go on working. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={this.props.floating ? 'remote-fallback remote-fallback--floating' : 'remote-fallback'} role="alert">
        <p>Sorry, {this.props.label} could not be loaded right now.</p>
        <button type="button" className="btn btn-primary" onClick={this.retry}>
          Try Again
        </button>
        {this.props.fallbackExtra}
      </div>
    );
  }
}
