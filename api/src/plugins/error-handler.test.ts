import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors';
import { describeValidation, errorHandlerPlugin } from './error-handler';

async function appWithRoutes() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin);
  app.get('/crash', async () => {
    throw new Error('connection to db://admin:secret@10.0.0.1 failed');
  });
  app.get('/pg-data', async () => {
    throw new Error('Failed query', { cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }) });
  });
  app.get('/missing', async () => {
    throw AppError.notFound('PRODUCT_NOT_FOUND', 'Product not found');
  });
  app.get('/typed', { schema: { querystring: z.object({ n: z.coerce.number().int().min(1) }).strict() } }, async () => ({ ok: true }));
  app.get('/bad-answer', { schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => ({ n: 'not a number' }) as never);
  app.post('/echo', async (request) => request.body);
  await app.ready();
  return app;
}

describe('error handler', () => {
  let app: Awaited<ReturnType<typeof appWithRoutes>>;
  beforeAll(async () => {
    app = await appWithRoutes();
  });
  afterAll(() => app.close());

  it('answers an unexpected error with a generic 500 that leaks nothing', async () => {
    const res = await app.inject({ method: 'GET', url: '/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL_ERROR' });
    expect(res.body).not.toContain('secret');
  });

  it('answers a value the database refuses (SQLSTATE class 22) with 400, not 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/pg-data' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Invalid request: a value is not acceptable', code: 'VALIDATION_ERROR' });
  });

  it('answers an AppError with its status, code and message', async () => {
    const res = await app.inject({ method: 'GET', url: '/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Product not found', code: 'PRODUCT_NOT_FOUND' });
  });

  it('answers a zod validation failure with 400 naming the field', async () => {
    const res = await app.inject({ method: 'GET', url: '/typed?n=0' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Invalid querystring: n: Too small: expected number to be >=1', code: 'VALIDATION_ERROR' });
  });

  it('does not send an answer that breaks its own schema', async () => {
    const res = await app.inject({ method: 'GET', url: '/bad-answer' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL_ERROR' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/x-unknown' }, payload: 'x' });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an unknown route with a JSON 404', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route DELETE /nothing-here not found', code: 'ROUTE_NOT_FOUND' });
  });
});

describe('describeValidation', () => {
  it('joins the issues, each prefixed by its field path', () => {
    expect(
      describeValidation(
        [
          { instancePath: '/limit', message: 'Too big' },
          { instancePath: '/address/pincode', message: 'must be 6 digits' },
          { instancePath: '', message: 'Unrecognized key: "x"' },
        ],
        'querystring',
      ),
    ).toBe('Invalid querystring: limit: Too big; address.pincode: must be 6 digits; Unrecognized key: "x"');
  });
});
