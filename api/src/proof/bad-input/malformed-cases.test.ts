import { z } from 'zod';
import { malformedCases, percentEncode, schemaAdmitsCase } from './malformed-cases';
import { MALFORMED_MULTIPART, MULTIPART_CONTENT_TYPE, UNACCEPTABLE_FILE, wholeBody } from './malformed-multipart';
import type { RouteUnderTest } from './routes-under-test';
import { objectFields, schemaAdmits, validArbitrary } from './zod-arbitrary';
import fc from 'fast-check';

const ID = /^[0-9a-f]{24}$/i;
const body = z.strictObject({
  customerId: z.string().regex(ID),
  message: z.string().trim().min(1).max(50),
  quantity: z.number().int().min(1).max(10),
  kind: z.enum(['text', 'image']),
  note: z.string().max(20).optional(),
  lines: z.array(z.strictObject({ sku: z.string().regex(ID), count: z.number().int().min(1) })).max(5),
});
const query = z.strictObject({ page: z.coerce.number().int().min(1).max(100), search: z.string().max(30).optional() });

const route = (part: Partial<RouteUnderTest>): RouteUnderTest => ({
  name: 'POST /things/:thingId',
  method: 'POST',
  url: '/things/:thingId',
  authenticated: true,
  params: ['thingId'],
  query: undefined,
  body: undefined,
  paramsSchema: undefined,
  multipart: false,
  takesBody: true,
  ...part,
});

describe('malformed request cases', () => {
  const post = route({ body, query });
  const get = route({ name: 'GET /things', method: 'GET', url: '/things', params: [], query, takesBody: false });

  it('are the same for the same seed, and differ for another', () => {
    const first = malformedCases(post, 200, 7);
    expect(malformedCases(post, 200, 7)).toEqual(first);
    expect(malformedCases(post, 200, 8).map((c) => c.label)).not.toEqual(first.map((c) => c.label));
  });

  it.each([
    ['a JSON route', post],
    ['a query route', get],
  ])('give %s at least the count asked for, every one refused by its schemas', (_what, r) => {
    const cases = malformedCases(r, 200);
    expect(cases.length).toBeGreaterThanOrEqual(200);
    expect(cases.filter((c) => schemaAdmitsCase(r, c))).toEqual([]);
  });

  it('cover broken JSON, wrong content types, missing, mistyped and hostile fields, hostile query values and path segments', () => {
    const labels = malformedCases(post, 200).map((c) => c.label);
    for (const expected of [
      'body=broken-json:truncated',
      'body=tricky-json:deepArrays',
      'body=tricky-json:loneSurrogateEscape',
      'body=content-type:xml',
      'body=oversized',
      'body.customerId=missing',
      'body.quantity=array',
      'body.message=nul',
      'body.message=huge',
      'query.page=negative',
      'query.page=huge_number',
      'query.search=loneSurrogate',
      'query.proto-key',
      'path.thingId=traversal',
      'path.thingId=nul',
    ]) {
      expect(labels).toContain(expected);
    }
    expect(labels.some((label) => /^body\.lines\.\d+\./.test(label) || label.startsWith('body.lines='))).toBe(true);
  });

  it('send a GET route no body', () => {
    expect(malformedCases(get, 200).every((c) => c.payload === undefined)).toBe(true);
  });

  it('send hostile input to a route without schemas too', () => {
    const bare = route({ name: 'GET /health', method: 'GET', url: '/health', params: [], takesBody: false, authenticated: false });
    expect(malformedCases(bare, 200).length).toBeGreaterThanOrEqual(200);
  });
});

describe('an upload route', () => {
  const upload = route({
    name: 'POST /upload',
    url: '/upload',
    params: [],
    multipart: true,
    query: z.strictObject({ kind: z.enum(['image', 'document']) }),
  });

  it('gets every broken multipart body of the corpus and random breakages of a whole upload, all multipart/form-data bodies', () => {
    const cases = malformedCases(upload, 200);
    const labels = cases.map((c) => c.label);
    for (const broken of MALFORMED_MULTIPART) expect(labels).toContain(`body=multipart:${broken.kind}`);
    const random = cases.filter((c) => c.label.startsWith('body=multipart-random:'));
    expect(random.length).toBeGreaterThan(20);
    expect(random.every((c) => c.headers['content-type'] === MULTIPART_CONTENT_TYPE && Buffer.isBuffer(c.payload))).toBe(true);
    expect(cases.every((c) => c.transportBroken)).toBe(true);
  });

  it('carries a file no kind of upload accepts, so a body the parser reads whole is still refused', () => {
    expect(wholeBody().includes(UNACCEPTABLE_FILE)).toBe(true);
    expect(UNACCEPTABLE_FILE.includes(0)).toBe(true);
  });
});

describe('values the schema accepts', () => {
  it('are drawn so that the schema accepts most of them', () => {
    const samples = fc.sample(validArbitrary(body), { seed: 1, numRuns: 100 });
    expect(samples.filter((s) => schemaAdmits(body, s)).length).toBeGreaterThan(90);
  });

  it('list the object fields with whether they are required', () => {
    expect(objectFields(body).map((f) => [f.name, f.required])).toEqual([
      ['customerId', true],
      ['message', true],
      ['quantity', true],
      ['kind', true],
      ['note', false],
      ['lines', true],
    ]);
  });
});

describe('percentEncode', () => {
  it('encodes lone surrogates as U+FFFD instead of throwing', () => {
    expect(percentEncode('a\uD800b')).toBe('a%EF%BF%BDb');
    expect(percentEncode('a b&c')).toBe('a%20b%26c');
  });
});
