import fc from 'fast-check';

/** The boundary of the corpus's bodies. */
export const MULTIPART_BOUNDARY = 'bad-input-boundary';
export const MULTIPART_CONTENT_TYPE = `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`;

/**
 * The file of every body here: no format's first bytes, a NUL and bytes that are not UTF-8, so no kind
 * of upload takes it. A body the parser reads whole is then still refused for its content; what is
 * under test is the parser's way through the broken structure around it.
 */
export const UNACCEPTABLE_FILE = Buffer.from([0x00, 0xff, 0xfe, 0x00, 0x13, 0x37, 0xc0, 0xaf, 0x00, 0x01]);

const crlf = '\r\n';
const partHead = (disposition: string, extra: string[] = ['Content-Type: image/png'], boundary = MULTIPART_BOUNDARY) =>
  [`--${boundary}`, `Content-Disposition: ${disposition}`, ...extra].join(crlf) + crlf + crlf;
const FILE_DISPOSITION = 'form-data; name="file"; filename="saree.png"';
const end = (boundary = MULTIPART_BOUNDARY) => `${crlf}--${boundary}--${crlf}`;
const body = (...parts: (string | Buffer)[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p)));

/** One file part as an upload would send it (with the unacceptable file). */
export const wholeBody = (boundary = MULTIPART_BOUNDARY) => body(partHead(FILE_DISPOSITION, undefined, boundary), UNACCEPTABLE_FILE, end(boundary));

const LONG_BOUNDARY = 'b'.repeat(300);

/**
 * Multipart bodies broken in the ways clients and scripts break them, each with its content type: the
 * boundary missing, empty, too long or absent from the body; the body cut in a part's header, in its
 * file or before the closing boundary; part headers without a colon, without a disposition, without a
 * name, of another disposition, too long or too many; bare LF line ends; a field before the file, two
 * files, the file under another name, a nested multipart, a transfer encoding; garbage around it all.
 */
export const MALFORMED_MULTIPART: { kind: string; contentType: string; payload: Buffer }[] = [
  { kind: 'no-boundary', contentType: 'multipart/form-data', payload: wholeBody() },
  { kind: 'empty-boundary', contentType: 'multipart/form-data; boundary=', payload: wholeBody() },
  { kind: 'boundary-not-in-body', contentType: 'multipart/form-data; boundary=another-one', payload: wholeBody() },
  { kind: 'quoted-boundary-mismatch', contentType: 'multipart/form-data; boundary="bad input boundary"', payload: wholeBody() },
  { kind: 'overlong-boundary', contentType: `multipart/form-data; boundary=${LONG_BOUNDARY}`, payload: wholeBody(LONG_BOUNDARY) },
  { kind: 'mixed-not-form-data', contentType: `multipart/mixed; boundary=${MULTIPART_BOUNDARY}`, payload: wholeBody() },
  { kind: 'cut-in-part-header', contentType: MULTIPART_CONTENT_TYPE, payload: body(`--${MULTIPART_BOUNDARY}${crlf}Content-Disposition: form-da`) },
  { kind: 'cut-in-file', contentType: MULTIPART_CONTENT_TYPE, payload: body(partHead(FILE_DISPOSITION), UNACCEPTABLE_FILE.subarray(0, 4)) },
  { kind: 'no-closing-boundary', contentType: MULTIPART_CONTENT_TYPE, payload: body(partHead(FILE_DISPOSITION), UNACCEPTABLE_FILE, crlf) },
  { kind: 'only-closing-boundary', contentType: MULTIPART_CONTENT_TYPE, payload: body(`--${MULTIPART_BOUNDARY}--${crlf}`) },
  { kind: 'header-without-colon', contentType: MULTIPART_CONTENT_TYPE, payload: body(`--${MULTIPART_BOUNDARY}${crlf}Content-Disposition form-data; name="file"${crlf}${crlf}`, UNACCEPTABLE_FILE, end()) },
  { kind: 'no-disposition', contentType: MULTIPART_CONTENT_TYPE, payload: body(`--${MULTIPART_BOUNDARY}${crlf}Content-Type: image/png${crlf}${crlf}`, UNACCEPTABLE_FILE, end()) },
  { kind: 'disposition-without-name', contentType: MULTIPART_CONTENT_TYPE, payload: body(partHead('form-data; filename="saree.png"'), UNACCEPTABLE_FILE, end()) },
  { kind: 'disposition-attachment', contentType: MULTIPART_CONTENT_TYPE, payload: body(partHead('attachment; name="file"; filename="saree.png"'), UNACCEPTABLE_FILE, end()) },
  { kind: 'overlong-header-line', contentType: MULTIPART_CONTENT_TYPE, payload: body(partHead(FILE_DISPOSITION, [`X-Padding: ${'x'.repeat(100_000)}`]), UNACCEPTABLE_FILE, end()) },
  {
    kind: 'too-many-part-headers',
    contentType: MULTIPART_CONTENT_TYPE,
    payload: body(partHead(FILE_DISPOSITION, Array.from({ length: 60 }, (_, i) => `X-Header-${i}: ${i}`)), UNACCEPTABLE_FILE, end()),
  },
  { kind: 'lf-line-ends', contentType: MULTIPART_CONTENT_TYPE, payload: body(`--${MULTIPART_BOUNDARY}\nContent-Disposition: ${FILE_DISPOSITION}\n\n`, UNACCEPTABLE_FILE, `\n--${MULTIPART_BOUNDARY}--\n`) },
  {
    kind: 'field-before-file',
    contentType: MULTIPART_CONTENT_TYPE,
    payload: body(`--${MULTIPART_BOUNDARY}${crlf}Content-Disposition: form-data; name="caption"${crlf}${crlf}hello${crlf}`, partHead(FILE_DISPOSITION), UNACCEPTABLE_FILE, end()),
  },
  { kind: 'two-files', contentType: MULTIPART_CONTENT_TYPE, payload: body(partHead(FILE_DISPOSITION), UNACCEPTABLE_FILE, crlf, partHead(FILE_DISPOSITION), UNACCEPTABLE_FILE, end()) },
  { kind: 'file-under-another-name', contentType: MULTIPART_CONTENT_TYPE, payload: body(partHead('form-data; name="upload"; filename="saree.png"'), UNACCEPTABLE_FILE, end()) },
  { kind: 'overlong-field-name', contentType: MULTIPART_CONTENT_TYPE, payload: body(partHead(`form-data; name="${'f'.repeat(5_000)}"; filename="saree.png"`), UNACCEPTABLE_FILE, end()) },
  {
    kind: 'nested-multipart',
    contentType: MULTIPART_CONTENT_TYPE,
    payload: body(partHead('form-data; name="file"', ['Content-Type: multipart/mixed; boundary=inner']), `--inner${crlf}${crlf}`, UNACCEPTABLE_FILE, `${crlf}--inner--`, end()),
  },
  { kind: 'base64-transfer-encoding', contentType: MULTIPART_CONTENT_TYPE, payload: body(partHead(FILE_DISPOSITION, ['Content-Type: image/png', 'Content-Transfer-Encoding: base64']), 'iVBORw0KGgo=', end()) },
  { kind: 'garbage-around', contentType: MULTIPART_CONTENT_TYPE, payload: body('garbage before\r\n', wholeBody(), 'garbage after') },
  { kind: 'random-bytes', contentType: MULTIPART_CONTENT_TYPE, payload: Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 131 + 7) % 256)) },
];

/**
 * A random breakage of a whole upload body (fast-check picks it): cut at a byte, a byte range replaced by
 * hostile bytes, or bytes inserted, anywhere in the headers, the file or the boundaries.
 */
export const brokenMultipart: fc.Arbitrary<{ kind: string; payload: Buffer }> = fc
  .record({
    action: fc.constantFrom('cut', 'replace', 'insert'),
    at: fc.nat(),
    length: fc.integer({ min: 1, max: 40 }),
    bytes: fc.uint8Array({ minLength: 1, maxLength: 40 }),
  })
  .map(({ action, at, length, bytes }) => {
    const whole = wholeBody();
    const where = at % whole.length;
    const noise = Buffer.from(bytes);
    if (action === 'cut') return { kind: `cut@${where}`, payload: whole.subarray(0, where) };
    if (action === 'replace') return { kind: `replace@${where}+${length}`, payload: Buffer.concat([whole.subarray(0, where), noise, whole.subarray(where + length)]) };
    return { kind: `insert@${where}`, payload: Buffer.concat([whole.subarray(0, where), noise, whole.subarray(where)]) };
  });
