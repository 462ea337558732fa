/** Text can be sent when something is left after trimming and nothing blocks the composer. */
export function canSendText(text: string, blocked: boolean): boolean {
  return !blocked && text.trim() !== '';
}

/**
 * Enter sends; Shift+Enter makes a new line (spec section 2). A key pressed while an input method is
 * composing a character (Japanese, Chinese...) only confirms the character.
 */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

/** '2.4 MB', '830 KB', '12 B': a picked file's size beside its name. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** '0:07', '12:45': the length of a recording so far. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
