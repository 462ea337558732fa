import { useT } from '../i18n/use-t';

interface Props {
  color: string;
  disabled: boolean;
  onOpen: () => void;
}

/** Looks exactly like the chat remote's toggle, so the swap when the remote arrives is invisible. */
export function ChatTogglePlaceholder({ color, disabled, onOpen }: Props) {
  const t = useT();
  return (
    <button
      type="button"
      className="chat-toggle"
      style={{ background: color }}
      aria-label={t('chat.open')}
      disabled={disabled}
      onClick={onOpen}
    >
      <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M4 5h16v11H8l-4 4z" />
      </svg>
    </button>
  );
}
