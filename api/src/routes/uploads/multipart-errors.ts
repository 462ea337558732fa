import { AppError } from '../../errors';

const hasCode = (error: unknown, code: string) => (error as { code?: unknown } | null)?.code === code;

/** The multipart parser's own limits on parts, files and fields: the body held more than one file. */
export const isExtraPartError = (error: unknown) => ['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'].some((code) => hasCode(error, code));

/** The parser cut a file at its size limit. */
export const isFileTooLargeError = (error: unknown) => hasCode(error, 'FST_REQ_FILE_TOO_LARGE');

/** The request was not multipart/form-data at all. */
export const isNotMultipartError = (error: unknown) => hasCode(error, 'FST_INVALID_MULTIPART_CONTENT_TYPE');

/** The body ended inside a part: the client went away or sent a broken form. */
export const isBrokenBodyError = (error: unknown) =>
  hasCode(error, 'FST_MP_PREMATURE_CLOSE') || (error instanceof Error && /unexpected end of (form|multipart)|terminated early/i.test(error.message));

/**
 * The multipart parser (busboy) could not read the body at all: no boundary in the Content-Type, an
 * empty one, none of it in the body, or one longer than its boundary search takes (over 252 characters;
 * the RFC allows 70). Its errors carry no status, so without this they were 500s.
 */
export const isUnreadableFormError = (error: unknown) =>
  error instanceof Error &&
  /^(Multipart: Boundary not found|Boundary required|Unsupported Content-Type\.|Missing Content-Type-header\.|The needle cannot (have a length bigger than 256|be an empty String\/Buffer)\.)$/.test(
    error.message,
  );

/** The client's multipart body is broken, cut short or unreadable: its fault, a 400. */
export const isMalformedMultipartError = (error: unknown) => isBrokenBodyError(error) || isUnreadableFormError(error);

export const notMultipart = (what: string) => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the ${what} as multipart/form-data`);
