import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productListAnswerSchema } from '../contracts';
import { answerSerializerCompiler, AnswerWritersDisagree, compiledWriter } from './answer-serializer';

const item = z.object({ name: z.string(), price: z.number(), note: z.string().nullable() });
const answer = z.object({ message: z.literal('success'), data: z.array(item) });

async function appWith(crossCheck: boolean, route: (app: ReturnType<typeof bareApp>) => void) {
  const app = bareApp();
  app.setSerializerCompiler(answerSerializerCompiler({ crossCheck }));
  route(app);
  await app.ready();
  return app;
}

function bareApp() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  return app;
}

/** What zod's own writer (fastify-type-provider-zod) writes for `data` under `schema`. */
const zodWrites = (schema: z.ZodType, data: unknown) => serializerCompiler({ schema, method: 'GET', url: '/' })(data);

describe('answer serializer', () => {
  it('writes what zod writes, leaving out every field the contract does not name', async () => {
    const data = { message: 'success', data: [{ name: 'Kanjivaram saree', price: 4200, note: null, costPaise: 310000, supplier: 'secret' }], internal: true };
    const app = await appWith(false, (a) => a.get('/items', { schema: { response: { 200: answer } } }, async () => data as never));
    const res = await app.inject({ method: 'GET', url: '/items' });
    expect(res.body).toBe(zodWrites(answer, data));
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('costPaise');
    await app.close();
  });

  it('writes a real listing answer as zod does', () => {
    const id = (n: number) => `6b09f5d0${String(n).padStart(16, '0')}`;
    const product = {
      _id: id(1), itemType: 'product', slug: 'brass-lamp', name: 'Brass lamp', description: 'Hand cast', images: [], video: null, price: 950, rating: 4.5,
      reviewCount: 3, featured: false, flashSale: true, tags: ['brass'], button: 'Buy', variantTitle: null, status: 'Published',
      catalogueId: { _id: id(2), slug: 'lamps', name: 'Lamps' }, categoryId: null,
      pricing: { basePrice: 1000, salePrice: 950, taxApplicable: true, taxRate: 18, discountPercentage: 5, priceVisible: true },
      inventory: { totalQuantity: null, stockStatus: 'In Stock' }, totalQuantity: null,
      shipping: { available: true, weight: 1.25, dimensions: null, cost: 0 },
      dispatchPoints: [], variants: [{ _id: id(3), name: 'Small', basePrice: 900, salePrice: null, stock: 2, discountPercentage: null }], packages: [],
      createdAt: '2026-11-27T10:00:00.000Z',
    };
    const data = { message: 'success', data: [product, { ...product, _id: id(4), name: 'Lamp "Diya" — ₹ 1,200' }], size: 1, total: 2, maxSalePrice: 1000 };
    const written = compiledWriter(productListAnswerSchema)?.(data);
    expect(JSON.parse(written as string)).toStrictEqual(JSON.parse(zodWrites(productListAnswerSchema, data)));
  });

  it('keeps zod as the writer of a contract JSON Schema cannot say', async () => {
    const dated = z.object({ at: z.date() });
    expect(compiledWriter(dated)).toBeUndefined();
    const at = new Date('2026-11-27T10:00:00.000Z');
    const app = await appWith(false, (a) => a.get('/dated', { schema: { response: { 200: dated } } }, async () => ({ at })));
    const res = await app.inject({ method: 'GET', url: '/dated' });
    expect(res.json()).toEqual({ at: '2026-11-27T10:00:00.000Z' });
    await app.close();
  });

  it('under the cross-check, refuses an answer that breaks its contract', async () => {
    const app = await appWith(true, (a) => a.get('/bad', { schema: { response: { 200: answer } } }, async () => ({ message: 'success', data: [{ name: 7 }] }) as never));
    const res = await app.inject({ method: 'GET', url: '/bad' });
    expect(res.statusCode).toBe(500);
    await app.close();
  });

  it('under the cross-check, refuses an answer the two writers would write differently', async () => {
    // zod applies an overwrite on the way out; JSON Schema has no word for it, so the compiled writer would not
    const shouted = z.object({ name: z.string().overwrite((name) => name.toUpperCase()) });
    const compiled = answerSerializerCompiler({ crossCheck: true })({ schema: shouted, method: 'GET', url: '/shouted', httpStatus: '200' });
    expect(() => compiled({ name: 'saree' })).toThrow(AnswerWritersDisagree);
    expect(answerSerializerCompiler({ crossCheck: false })({ schema: shouted, method: 'GET', url: '/shouted', httpStatus: '200' })({ name: 'saree' })).toBe('{"name":"saree"}');
  });
});
