/** Replies needed in the window before the widget says how fast the business replies: fewer say nothing true. */
export const TYPICAL_REPLY_MIN_SAMPLES = 5;

/** The window of replies the typical reply time is the median of. */
export const TYPICAL_REPLY_WINDOW_DAYS = 30;

/**
 * The widget header's line for a median reply time in seconds: 'Typically replies in under a minute',
 * 'Typically replies in 5 minutes', 'Typically replies within an hour', 'Typically replies within 3 hours',
 * 'Typically replies in a few days'.
 */
export function typicalReplyText(medianSeconds: number): string {
  const minutes = Math.ceil(medianSeconds / 60);
  if (medianSeconds < 60) return 'Typically replies in under a minute';
  if (minutes <= 45) return `Typically replies in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  if (minutes <= 60) return 'Typically replies within an hour';
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return `Typically replies within ${hours} hours`;
  return 'Typically replies in a few days';
}
