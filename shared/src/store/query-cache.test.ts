/** @jest-environment node */
import { z } from 'zod';
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

  it('forgets the first screen’s answers when cleared', () => {
    const cache = new QueryCache({ [key]: { message: 'success', data: [] } });
    cache.clear();
    expect(cache.read(key, answerSchema)).toBeUndefined();
  });
});
