/** @jest-environment node */
import { z } from 'zod';
import type { ContractRef } from '../contracts/contract-ref';
import { QueryCache, queryKey } from './query-cache';

const answerSchema = z.object({ message: z.literal('success'), data: z.array(z.string()) });
const key = queryKey('/products', { accountTypeId: 'a', page: 1 });

describe('QueryCache', () => {
  it('gives the browser the answers the server sent, parsed by the view’s schema, and never loads', () => {
    const cache = new QueryCache({ [key]: { message: 'success', data: ['Silk saree'] } });
    expect(cache.read(key, answerSchema)).toEqual({ message: 'success', data: ['Silk saree'] });
    expect(cache.load(key)).toBeNull();
    expect(cache.read(queryKey('/products', { accountTypeId: 'a', page: 2 }), answerSchema)).toBeUndefined();
  });

  it('treats an answer outside the contract as absent, so the view asks the API itself', () => {
    const cache = new QueryCache({ [key]: { message: 'success', data: [42] } });
    expect(cache.read(key, answerSchema)).toBeUndefined();
  });

  it('loads each answer once on the server, with the same promise for every render, and sends what it read', async () => {
    const loader = jest.fn(async () => ({ message: 'success', data: ['Silk saree'] }));
    const cache = new QueryCache({}, loader);
    const first = cache.load(key);
    expect(cache.load(key)).toBe(first);
    await first;
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith('/products', { accountTypeId: 'a', page: 1 });
    expect((first as Promise<void> & { status?: string }).status).toBe('fulfilled');
    expect(cache.read(key, answerSchema)?.data).toEqual(['Silk saree']);
    expect(cache.snapshot()).toEqual({ [key]: { message: 'success', data: ['Silk saree'] } });
  });

  it('leaves a failed answer out, so the page shows its loading state and the browser asks again', async () => {
    const cache = new QueryCache({}, async () => {
      throw new Error('API down');
    });
    await cache.load(key);
    expect(cache.read(key, answerSchema)).toBeUndefined();
    expect(cache.snapshot()).toEqual({});
  });

  it('gives the browser the server’s answers before the schemas are loaded, and parses once they are', () => {
    let schema: typeof answerSchema | null = null;
    const ref: ContractRef<typeof answerSchema> = {
      contractName: 'answerSchema',
      loaded: () => schema,
      load: async () => answerSchema,
      parse: (value) => answerSchema.parse(value),
      safeParse: (value) => answerSchema.safeParse(value),
    };
    const cache = new QueryCache({ [key]: { message: 'success', data: [42] } });
    expect(cache.read(key, ref)).toEqual({ message: 'success', data: [42] });
    schema = answerSchema;
    expect(new QueryCache({ [key]: { message: 'success', data: [42] } }).read(key, ref)).toBeUndefined();
  });

  it('sends the browser only the answers the server’s schemas accepted, as parsed', async () => {
    const other = queryKey('/products', { accountTypeId: 'a', page: 2 });
    const withDefault = answerSchema.extend({ total: z.number().default(0) });
    const cache = new QueryCache({}, async (_path, query) => (query.page === 1 ? { message: 'success', data: ['Silk saree'] } : { message: 'success', data: [42] }));
    await cache.load(key);
    await cache.load(other);
    expect(cache.read(key, withDefault)).toEqual({ message: 'success', data: ['Silk saree'], total: 0 });
    expect(cache.read(other, withDefault)).toBeUndefined();
    expect(cache.snapshot()).toEqual({ [key]: { message: 'success', data: ['Silk saree'], total: 0 } });
  });

  it('forgets the first screen’s answers when cleared', () => {
    const cache = new QueryCache({ [key]: { message: 'success', data: [] } });
    cache.clear();
    expect(cache.read(key, answerSchema)).toBeUndefined();
  });
});
