import { idFactory, newId } from './ids';
import { Random } from './seed/random';

describe('ids', () => {
  it('makes 24-hex ids that start with the creation time in seconds', () => {
    const at = new Date('2025-06-01T09:00:00Z');
    const id = newId(at);
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(parseInt(id.slice(0, 8), 16)).toBe(at.getTime() / 1000);
  });

  it('never repeats in a burst', () => {
    const ids = new Set(Array.from({ length: 5000 }, () => newId()));
    expect(ids.size).toBe(5000);
  });

  it('repeats exactly from the same seed (the seed data is deterministic)', () => {
    const at = new Date('2025-06-01T09:00:00Z');
    const a = idFactory(new Random(7).next, at);
    const b = idFactory(new Random(7).next, at);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });
});
