import { parse as parseQuery } from 'node:querystring';
import fc from 'fast-check';
import type { RouteUnderTest } from './routes-under-test';
import { BROKEN_JSON, TRICKY_JSON, HOSTILE_STRINGS, HOSTILE_STRUCTURES, hostileValue, RAW_PATH_SEGMENTS, RAW_QUERY_VALUES, WRONG_CONTENT_TYPES } from './hostile-values';
import { MALFORMED_CSV } from './malformed-csv';
import { brokenMultipart, MALFORMED_MULTIPART, MULTIPART_CONTENT_TYPE } from './malformed-multipart';
import { objectFields, schemaAdmits, validArbitrary } from './zod-arbitrary';

/** One malformed request, ready for `app.inject` (the suite adds the token). */
export interface MalformedCase {
  /** What is wrong with it, e.g. "body.message=string:loneHighSurrogate". */
  label: string;
  method: string;
  /** Path and raw query string, exactly as sent (it may hold encodings a URL encoder would never make). */
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /**
   * The request is broken below the schema (not JSON, wrong content type, a multipart body that is no
   * upload, over the size limit): the route must refuse it whatever its fields say.
   */
  transportBroken: boolean;
}

/** The fixed seed of every run: the same cases each time, so a failure can be replayed. */
export const BAD_INPUT_SEED = 20_261_123;

/** Larger than the API's body limit (Fastify's default 1 MiB). */
const OVERSIZED_BODY = `{"a":"${'x'.repeat(1_100_000)}"}`;

type Query = Record<string, string>;

/** encodeURIComponent that takes lone surrogates too (sent as U+FFFD, as a browser would). */
export const percentEncode = (text: string): string => encodeURIComponent(text.replace(/\p{Cs}/gu, '\uFFFD'));

/** A raw query string; values are sent as given (callers encode what should be encoded). */
const queryString = (query: Query) => {
  const pairs = Object.entries(query).map(([key, value]) => `${key}=${value}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
};

const encodeQuery = (value: unknown): Query =>
  Object.fromEntries(
    Object.entries((value ?? {}) as Record<string, unknown>).flatMap(([key, v]) =>
      v === undefined ? [] : [[percentEncode(key), percentEncode(typeof v === 'string' ? v : JSON.stringify(v))]],
    ),
  );

/** The route's path with each parameter filled: `fill(name)` gives the raw (encoded) segment. */
function pathOf(route: RouteUnderTest, fill: (name: string) => string): string {
  return route.url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? fill(segment.slice(1)) : segment === '*' ? fill('*') : segment))
    .join('/');
}
const plainPath = (route: RouteUnderTest) => pathOf(route, () => 'missing-file.txt');

/** Text with U+0000 where the API looks for it (the same walk as plugins/reject-nul.ts, which refuses it on every route). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
}

/** Whether the route's own schemas, and the API's rule against NUL characters, would let the request through (ignoring authentication). */
export function schemaAdmitsCase(route: RouteUnderTest, c: MalformedCase): boolean {
  if (c.transportBroken) return false;
  const rawQuery = c.url.includes('?') ? c.url.slice(c.url.indexOf('?') + 1) : '';
  const query = { ...parseQuery(rawQuery) };
  if (holdsNul(query) || !schemaAdmits(route.query, query)) return false;
  if (route.paramsSchema) return false; // no route has one today; a new one is treated as refusing what is generated
  if (!route.takesBody || route.multipart || !route.body) return true;
  const text = typeof c.payload === 'string' ? c.payload : c.payload?.toString('utf8');
  if (text === undefined) return schemaAdmits(route.body, undefined);
  if (c.headers['content-type']?.startsWith('text/plain')) return !holdsNul(text) && schemaAdmits(route.body, text);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return false;
  }
  return !holdsNul(parsed) && schemaAdmits(route.body, parsed);
}

function jsonCase(route: RouteUnderTest, label: string, body: unknown, query: Query = {}): MalformedCase {
  return {
    label,
    method: route.method,
    url: plainPath(route) + queryString(query),
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body) ?? 'null',
    transportBroken: route.multipart,
  };
}

function rawCase(route: RouteUnderTest, label: string, contentType: string, payload: string | Buffer, query: Query = {}, transportBroken = true): MalformedCase {
  return { label, method: route.method, url: plainPath(route) + queryString(query), headers: { 'content-type': contentType }, payload, transportBroken };
}

function queryCase(route: RouteUnderTest, label: string, query: Query, path = plainPath(route)): MalformedCase {
  const c: MalformedCase = { label, method: route.method, url: path + queryString(query), headers: {}, transportBroken: false };
  // A multipart route's body is never a valid upload here: the query is what is being tried.
  if (route.multipart) return { ...c, headers: { 'content-type': 'multipart/form-data; boundary=b' }, payload: '--b--\r\n', transportBroken: true };
  if (route.takesBody) return { ...c, headers: { 'content-type': 'application/json' }, payload: '{}' };
  return c;
}

/** Cases every route of its kind gets: the fixed corpus, field by field. */
function fixedCases(route: RouteUnderTest, sample: <T>(arb: fc.Arbitrary<T>) => T): MalformedCase[] {
  const cases: MalformedCase[] = [];
  const validQuery = route.query ? encodeQuery(sample(validArbitrary(route.query))) : {};

  for (const [kind, segment] of Object.entries(RAW_PATH_SEGMENTS)) {
    for (const name of route.params) cases.push(queryCase(route, `path.${name}=${kind}`, validQuery, pathOf(route, (n) => (n === name ? segment : 'x'))));
  }

  const queryFields = objectFields(route.query);
  for (const field of queryFields) {
    for (const [kind, raw] of Object.entries(RAW_QUERY_VALUES)) cases.push(queryCase(route, `query.${field.name}=${kind}`, { ...validQuery, [field.name]: raw }));
    cases.push(queryCase(route, `query.${field.name}=repeated`, validQuery, plainPath(route)));
    cases.at(-1)!.url += `${cases.at(-1)!.url.includes('?') ? '&' : '?'}${field.name}=1&${field.name}=2`;
    if (field.required) {
      const { [field.name]: _dropped, ...rest } = validQuery;
      cases.push(queryCase(route, `query.${field.name}=missing`, rest));
    }
  }
  for (const [kind, key] of Object.entries({ extra: 'unexpected', proto: '__proto__[polluted]', bracket: 'a[b][c]', nulKey: 'a%00b', emptyKey: '' })) {
    cases.push(queryCase(route, `query.${kind}-key`, { ...validQuery, [key]: '1' }));
  }

  if (!route.takesBody) return cases;
  const body = route.body ? sample(validArbitrary(route.body)) : {};
  // first, so these reach the route before any per-caller limit of its could answer in its place
  if (route.csv) for (const broken of MALFORMED_CSV) cases.push(rawCase(route, `body=csv:${broken.kind}`, 'text/csv', broken.payload, validQuery));

  for (const [kind, payload] of Object.entries(BROKEN_JSON)) cases.push(rawCase(route, `body=broken-json:${kind}`, 'application/json', payload, validQuery));
  for (const [kind, payload] of Object.entries(TRICKY_JSON)) cases.push(rawCase(route, `body=tricky-json:${kind}`, 'application/json', payload, validQuery, route.multipart));
  for (const wrong of WRONG_CONTENT_TYPES) {
    if (route.multipart && wrong.contentType.startsWith('multipart/')) continue;
    cases.push(rawCase(route, `body=content-type:${wrong.kind}`, wrong.contentType, wrong.payload, validQuery, route.multipart || !wrong.parsed));
  }
  cases.push(rawCase(route, 'body=json-without-content-type', '', JSON.stringify(body ?? {}), validQuery));
  cases.push(rawCase(route, 'body=oversized', 'application/json', OVERSIZED_BODY, validQuery));
  if (route.multipart) {
    cases.push(rawCase(route, 'body=multipart:no-file', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--b--\r\n', validQuery));
    cases.push(rawCase(route, 'body=multipart:empty', 'multipart/form-data; boundary=b', '', validQuery));
    cases.push(rawCase(route, 'body=multipart:json', 'application/json', JSON.stringify(body ?? {}), validQuery));
    for (const broken of MALFORMED_MULTIPART) cases.push(rawCase(route, `body=multipart:${broken.kind}`, broken.contentType, broken.payload, validQuery));
  }

  for (const [kind, value] of Object.entries({ ...HOSTILE_STRUCTURES, ...HOSTILE_STRINGS, number: 42 })) {
    if (kind === 'emptyObject' && !route.body) continue;
    cases.push(jsonCase(route, `body=${kind}`, value, validQuery));
  }
  const fields = objectFields(route.body);
  for (const field of fields) {
    const base = (body ?? {}) as Record<string, unknown>;
    if (field.required) {
      const { [field.name]: _dropped, ...rest } = base;
      cases.push(jsonCase(route, `body.${field.name}=missing`, rest, validQuery));
    }
    for (const [kind, value] of Object.entries({ null: null, array: ['x'], object: { x: 1 }, number: -1, bool: true, nul: 'a\u0000b', huge: HOSTILE_STRINGS.huge })) {
      cases.push(jsonCase(route, `body.${field.name}=${kind}`, { ...base, [field.name]: value }, validQuery));
    }
  }
  return cases;
}

/** One random case: a valid-looking request with one thing broken (fast-check picks what and where). */
function randomCase(route: RouteUnderTest): fc.Arbitrary<MalformedCase> {
  const query = route.query ? validArbitrary(route.query) : fc.constant({});
  const body = route.body ? validArbitrary(route.body) : fc.constant({});
  const rawSegment = fc.oneof(fc.constantFrom(...Object.values(RAW_PATH_SEGMENTS)), fc.string({ unit: 'binary', maxLength: 40 }).map(percentEncode));
  const multipart = route.multipart ? brokenMultipart : fc.constant(null);
  return fc.record({ query, body, hostile: hostileValue, pick: fc.nat(), where: fc.nat(), raw: fc.constantFrom(...Object.entries(RAW_QUERY_VALUES)), segment: rawSegment, multipart }).map(
    ({ query: q, body: b, hostile, pick, where, raw, segment, multipart: broken }) => {
      const validQuery = encodeQuery(q);
      const queryKeys = [...objectFields(route.query).map((f) => f.name), 'extra'];
      const targets = (route.takesBody ? ['body', 'body', 'body', 'query'] : ['query', 'query', 'rawQuery']).concat(route.params.length ? ['path'] : []);
      const target = targets[where % targets.length]!;
      if (target === 'path') {
        return queryCase(route, `path=${segment.slice(0, 30)}`, validQuery, pathOf(route, () => segment));
      }
      if (target === 'rawQuery') {
        const key = queryKeys[pick % queryKeys.length]!;
        return queryCase(route, `query.${key}=${raw[0]}`, { ...validQuery, [key]: raw[1] });
      }
      if (target === 'query') {
        const key = queryKeys[pick % queryKeys.length]!;
        return queryCase(route, `query.${key}=${hostile.kind}`, { ...validQuery, [key]: percentEncode(typeof hostile.value === 'string' ? hostile.value : JSON.stringify(hostile.value) ?? '') });
      }
      // an upload's body: a whole multipart upload broken at a random byte
      if (broken) return rawCase(route, `body=multipart-random:${broken.kind}`, MULTIPART_CONTENT_TYPE, broken.payload, validQuery);
      // body: replace, drop or add at a random place of the valid body, however deep
      const copy = structuredClone(b ?? {}) as unknown;
      const label = breakAt(copy, pick, hostile);
      return jsonCase(route, `body${label}`, copy, validQuery);
    },
  );
}

/** Every object or array inside `value` (itself first), with its path. */
function containers(value: unknown, path = ''): { path: string; node: Record<string, unknown> }[] {
  if (value === null || typeof value !== 'object') return [];
  const out = [{ path, node: value as Record<string, unknown> }];
  for (const [key, child] of Object.entries(value)) out.push(...containers(child, `${path}.${key}`));
  return out;
}

/** Breaks `root` in place at a place chosen by `pick`; answers the label of what was done. */
function breakAt(root: unknown, pick: number, hostile: { kind: string; value: unknown }): string {
  const places = containers(root);
  if (places.length === 0) return `=${hostile.kind}`;
  const { path, node } = places[pick % places.length]!;
  const keys = Object.keys(node);
  const action = Math.floor(pick / places.length) % 3;
  if (action === 0 && keys.length) {
    const key = keys[pick % keys.length]!;
    node[key] = hostile.value;
    return `${path}.${key}=${hostile.kind}`;
  }
  if (action === 1 && keys.length) {
    const key = keys[pick % keys.length]!;
    delete node[key];
    return `${path}.${key}=missing`;
  }
  node[Array.isArray(node) ? String(keys.length) : `extra_${pick % 7}`] = hostile.value;
  return `${path}+extra=${hostile.kind}`;
}

/**
 * At least `count` malformed requests for a route, the same ones for the same seed: the fixed corpus
 * (broken JSON, wrong content types, each field missing, mistyped and hostile, hostile query values and
 * path segments), then random breakages from fast-check. A route with schemas keeps only cases its
 * schemas refuse, so each case really is malformed; a route without any is sent hostile input anyway.
 */
export function malformedCases(route: RouteUnderTest, count: number, seed = BAD_INPUT_SEED): MalformedCase[] {
  const routeSeed = [...route.name].reduce((hash, ch) => (hash * 31 + ch.charCodeAt(0)) | 0, seed);
  let draw = 0;
  const sample = <T>(arb: fc.Arbitrary<T>): T => fc.sample(arb, { seed: routeSeed + draw++, numRuns: 1 })[0]!;
  const hasSchema = Boolean(route.query || route.body || route.paramsSchema);
  const keep = (c: MalformedCase) => !hasSchema || !schemaAdmitsCase(route, c);

  const cases = fixedCases(route, sample).filter(keep);
  // drawn in small batches: most routes need a few dozen random cases, and each draw costs
  for (let batch = 0; cases.length < count && batch < 40; batch += 1) {
    for (const c of fc.sample(randomCase(route), { seed: routeSeed + batch, numRuns: 50 })) {
      if (cases.length >= count) break;
      if (keep(c)) cases.push(c);
    }
  }
  if (cases.length < count) throw new Error(`${route.name}: only ${cases.length} malformed cases could be made`);
  return cases;
}
