import { z } from 'zod';
import * as Contracts from './index';
import * as Refs from './refs';

const schemaNames = Object.entries(Contracts)
  .filter(([, value]) => value instanceof z.ZodType)
  .map(([name]) => name)
  .sort();

describe('contract references', () => {
  it('each stand for a schema of the contracts, under its name, and load that very schema', async () => {
    const refNames = Object.keys(Refs);
    expect(refNames.length).toBeGreaterThan(0);
    for (const name of refNames) {
      expect(schemaNames).toContain(name);
      const ref = Refs[name as keyof typeof Refs];
      expect(ref.contractName).toBe(name);
      await expect(ref.load()).resolves.toBe(Contracts[name as keyof typeof Contracts]);
    }
  });

  it('parse with the loaded schema, so an answer outside the contract is still refused', async () => {
    await Refs.errorAnswerSchema.load();
    expect(Refs.errorAnswerSchema.parse({ message: 'No such page', code: 'NOT_FOUND' })).toEqual({ message: 'No such page', code: 'NOT_FOUND' });
    expect(Refs.errorAnswerSchema.safeParse({ code: 7 }).success).toBe(false);
  });

  it('keep zod out of what the page loads before it is live: the shared package’s entry never imports it', () => {
    jest.isolateModules(() => {
      jest.doMock('zod', () => {
        throw new Error('zod was imported');
      });
      expect(() => jest.requireActual('../index')).not.toThrow();
    });
  });
});
