import type { SettingsLoad } from './use-owner-settings';

interface SettingsPendingProps {
  load: Exclude<SettingsLoad<unknown>, { status: 'ready' }>;
  reload: () => void;
  /** The class of the box the loaded form takes, so the page does not jump. */
  className: string;
  /** What is loading, for screen readers ('Loading the chat settings'). */
  label: string;
}

/** A settings form's place while its settings load, or, when they could not be loaded, why, with Try again. */
export function SettingsPending({ load, reload, className, label }: SettingsPendingProps) {
  if (load.status === 'loading') {
    return (
      <div className={className} role="status" aria-label={label}>
        <div className="spinner" />
      </div>
    );
  }
  return (
    <div className={className}>
      <p role="alert">{load.message}</p>
      <button type="button" className="chat-settings__button" onClick={reload}>
        Try again
      </button>
    </div>
  );
}
