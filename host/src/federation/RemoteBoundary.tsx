import { Component, type ReactNode } from 'react';
import { DEFAULT_LOCALE } from 'shared/i18n';
import { hostMessages, useT } from '../i18n/use-t';

interface Props {
  /** What the user reads when the part cannot be shown, in the page's language, e.g. 'the shop'. */
  label: string;
  onRetry: () => void;
  /** The fallback speaks English whatever the page's language: the owner's screens, which are English only. */
  english?: boolean;
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
      <RemoteFailed label={this.props.label} english={this.props.english ?? false} floating={this.props.floating ?? false} onRetry={this.retry}>
        {this.props.fallbackExtra}
      </RemoteFailed>
    );
  }
}

interface FailedProps {
  label: string;
  english: boolean;
  floating: boolean;
  onRetry: () => void;
  children: ReactNode;
}

function RemoteFailed({ label, english, floating, onRetry, children }: FailedProps) {
  const pageT = useT();
  const t = english ? hostMessages.now(DEFAULT_LOCALE) : pageT;
  return (
    <div className={floating ? 'remote-fallback remote-fallback--floating' : 'remote-fallback'} role="alert">
      <p>{t('slot.failed', { label })}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('action.tryAgain')}
      </button>
      {children}
    </div>
  );
}
