import fc from 'fast-check';

/**
 * The malformed material the bad-input suite puts into requests. Each kind names what it attacks, so a
 * failure report says "lone surrogate in body.message" rather than "case 137".
 */

/** Strings a text field should refuse or store safely, never crash on. */
export const HOSTILE_STRINGS: Record<string, string> = {
  empty: '',
  blank: ' \t\n ',
  nul: 'a\u0000b',
  nulOnly: '\u0000',
  huge: 'x'.repeat(100_000),
  hugeUnicode: '\u{1F600}'.repeat(20_000),
  rtlOverride: '\u202Egnp.exe\u202C',
  zeroWidth: '\u200B\u200C\u200D\uFEFF',
  loneHighSurrogate: 'a\uD800b',
  loneLowSurrogate: '\uDC00',
  combining: `a${'\u0301'.repeat(500)}`,
  controlChars: '\u0001\u0007\u001B[31m\u007F',
  lineSeparators: '\u2028\u2029',
  sqlQuote: "' OR 1=1 --",
  likePattern: '%_\\%',
  html: '<script>alert(1)</script>',
  pathTraversal: '../../../../etc/passwd',
  numberLike: '1e309',
  negativeNumberLike: '-1',
  hexNumberLike: '0x10',
  objectIdLookalike: '0123456789abcdef0123456Z',
  protoKey: '__proto__',
  mixedScripts: 'раураl',
  emojiFlag: '\u{1F1EE}\u{1F1F3}',
};

/** Numbers at and past every usual boundary. */
export const HOSTILE_NUMBERS: Record<string, number> = {
  negative: -1,
  negativeZero: -0,
  hugeNegative: -1e308,
  huge: 1e308,
  pastSafeInteger: 2 ** 53 + 1,
  int32Overflow: 2 ** 31,
  fraction: 0.5,
  tiny: 5e-324,
  zero: 0,
};

/** A value `depth` objects deep: `{"a":{"a":...}}`. */
export const deepObject = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
};

/** Values of every JSON type but the expected one, and structures no field expects. */
export const HOSTILE_STRUCTURES: Record<string, unknown> = {
  null: null,
  true: true,
  false: false,
  emptyObject: {},
  emptyArray: [],
  arrayOfStrings: ['a', 'b'],
  nestedArray: [[[[[]]]]],
  deepObject: deepObject(200),
  protoPollution: JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') as unknown,
  bigArray: Array.from({ length: 10_000 }, (_, i) => i),
  wideObject: Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`k${i}`, i])),
};

/** Any hostile JSON value, with the name of its kind. */
export const hostileValue: fc.Arbitrary<{ kind: string; value: unknown }> = fc.oneof(
  fc.constantFrom(...Object.entries(HOSTILE_STRINGS)).map(([kind, value]) => ({ kind: `string:${kind}`, value: value as unknown })),
  fc.constantFrom(...Object.entries(HOSTILE_NUMBERS)).map(([kind, value]) => ({ kind: `number:${kind}`, value: value as unknown })),
  fc.constantFrom(...Object.entries(HOSTILE_STRUCTURES)).map(([kind, value]) => ({ kind: `structure:${kind}`, value })),
  fc.string({ unit: 'binary', maxLength: 30 }).map((value) => ({ kind: 'string:random-binary', value: value as unknown })),
  fc.double().map((value) => ({ kind: 'number:random', value: value as unknown })),
);

/** Request bodies that are not JSON at all, though they say so: written as raw text, no encoder makes them. */
export const BROKEN_JSON: Record<string, string> = {
  truncated: '{"a":',
  trailingComma: '{"a":1,}',
  singleQuotes: "{'a':1}",
  unquotedKey: '{a:1}',
  nanLiteral: '{"a":NaN}',
  infinityLiteral: '{"a":Infinity}',
  comment: '{"a":1 /* c */}',
  twoDocuments: '{"a":1}{"b":2}',
  bareWord: 'undefined',
  emptyBody: '',
  onlyWhitespace: '   ',
  badEscape: '{"a":"\\x41"}',
  unterminatedString: '{"a":"b}',
  controlInString: '{"a":"b\u0001c"}',
  protoKey: '{"__proto__":{"admin":true}}',
  constructorKey: '{"constructor":{"prototype":{"admin":true}}}',
  utf16Body: Buffer.from('{"a":1}', 'utf16le').toString('latin1'),
};

/**
 * JSON that parses, but carries what parsers and databases trip on: deep nesting, numbers past any
 * range, lone surrogates and NUL escapes, bytes that are not UTF-8. Raw text or bytes, as sent.
 */
export const TRICKY_JSON: Record<string, string | Buffer> = {
  bom: '\uFEFF{"a":1}',
  loneSurrogateEscape: '{"a":"\\ud800"}',
  nulEscape: '{"a":"\\u0000"}',
  hugeNumber: '{"a":1e999999}',
  longDigits: `{"a":${'9'.repeat(5_000)}}`,
  overlongUtf8: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]),
  invalidUtf8: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  deepArrays: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  deepObjects: `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
};

/**
 * Content types a JSON route does not take, with a body in each. `parsed`: Fastify reads the type
 * (text/plain as a string, JSON in any charset), so only the route's schema can refuse the body.
 */
export const WRONG_CONTENT_TYPES: { kind: string; contentType: string; payload: string; parsed?: 'text' | 'json' }[] = [
  { kind: 'text/plain', contentType: 'text/plain', payload: '{"a":1}', parsed: 'text' },
  { kind: 'xml', contentType: 'application/xml', payload: '<a>1</a>' },
  { kind: 'form', contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  { kind: 'multipart without boundary', contentType: 'multipart/form-data', payload: 'garbage' },
  { kind: 'multipart with garbage', contentType: 'multipart/form-data; boundary=xyz', payload: '--xyz\r\nContent-Disposition: form-data; name="file"\r\n\r\nno end' },
  { kind: 'octet-stream', contentType: 'application/octet-stream', payload: '\u0000\u0001\u0002' },
  { kind: 'json with charset latin1', contentType: 'application/json; charset=latin1', payload: '{"a":1}', parsed: 'json' },
  { kind: 'bogus type', contentType: 'x/y; z', payload: '{}' },
  { kind: 'type with NUL', contentType: 'application/json\u0000', payload: '{}' },
];

/** Raw (already encoded) query values: what a hand-made URL can carry and a URL encoder would not produce. */
export const RAW_QUERY_VALUES: Record<string, string> = {
  nul: '%00',
  nulInside: 'a%00b',
  badPercent: '%zz',
  danglingPercent: '%',
  overlongSlash: '%c0%af',
  overlongDot: '%c0%ae%c0%ae',
  loneSurrogate: '%ed%a0%80',
  rtl: '%e2%80%ae',
  zeroWidth: '%e2%80%8b',
  invalidUtf8: '%ff%fe',
  huge: 'y'.repeat(20_000),
  negative: '-1',
  huge_number: '99999999999999999999999',
  exponent: '1e309',
  fraction: '1.5',
  hex: '0x1f',
  spaces: '%20%201%20',
  plusSign: '+1',
  emptyValue: '',
  bracket: '%5B%5D',
};

/** Path segments for a route's own parameters (`:id` or the wildcard). */
export const RAW_PATH_SEGMENTS: Record<string, string> = {
  traversal: '../../../../etc/passwd',
  encodedTraversal: '..%2f..%2f..%2fetc%2fpasswd',
  doubleEncoded: '%252e%252e%252f',
  overlong: '%c0%ae%c0%ae%c0%af',
  nul: 'a%00.png',
  badPercent: '%zz',
  loneSurrogate: '%ed%a0%80',
  rtl: '%e2%80%aegnp.exe',
  dotfile: '.env',
  huge: 'z'.repeat(5_000),
  backslash: '..%5c..%5c',
  empty: '',
};
