/** Where a settings form's save stands: untouched, on its way, or how it ended. */
export type SaveStatus = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' | 'failed'; message: string };

/** A settings form's save button ("Saving…" while it saves) and the outcome announced beside it. */
export function SaveRow({ status, label }: { status: SaveStatus; label: string }) {
  return (
    <div className="chat-settings__actions">
      <button type="submit" className="chat-settings__save" disabled={status.kind === 'saving'}>
        {status.kind === 'saving' ? 'Saving…' : label}
      </button>
      <p role="status" className={`chat-settings__status${status.kind === 'failed' ? ' chat-settings__status--failed' : ''}`}>
        {status.kind === 'saved' || status.kind === 'failed' ? status.message : ''}
      </p>
    </div>
  );
}
