import { AppError } from '../errors';

const MB = 1024 * 1024;

/**
 * Bytes of chat attachments one customer may store in any 24 hours: 250 MB. The widget's largest files
 * are 100 MB (video, documents), so a shopper can send two of those and a gallery of 5 MB photos in one
 * day; a script storing files it never sends is stopped at a bounded cost to the shop's storage.
 */
export const CUSTOMER_UPLOAD_BYTES_PER_DAY = 250 * MB;

/** The quota's window: the last 24 hours, rolling (not the calendar day, which has no time zone here). */
export const UPLOAD_QUOTA_WINDOW_MS = 24 * 60 * 60 * 1_000;

/** The 413 of an upload past the quota, in words the widget shows as they are. */
export const uploadQuotaExceeded = () =>
  new AppError(
    413,
    'PAYLOAD_TOO_LARGE',
    `You have reached the upload limit of ${CUSTOMER_UPLOAD_BYTES_PER_DAY / MB} MB of files a day. Please try again later.`,
  );
