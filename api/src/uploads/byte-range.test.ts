import { parseRangeHeader, RangeNotSatisfiable, rangeHeaderValue, resolveRange } from './byte-range';

describe('byte ranges of stored files', () => {
  it.each([
    ['bytes=0-1', { start: 0, end: 1 }],
    ['bytes=100-', { start: 100 }],
    ['bytes=-500', { suffix: 500 }],
    [undefined, null],
    ['bytes=5-2', null],
    ['bytes=0-1,4-5', null],
    ['items=0-1', null],
    ['bytes=-', null],
  ])('reads the Range header %j', (header, range) => {
    expect(parseRangeHeader(header)).toEqual(range);
  });

  it('resolves a range against the file, clamping its end and refusing a start past it', () => {
    expect(resolveRange({ start: 0, end: 1 }, 10)).toEqual({ start: 0, end: 1 });
    expect(resolveRange({ start: 4 }, 10)).toEqual({ start: 4, end: 9 });
    expect(resolveRange({ start: 4, end: 99 }, 10)).toEqual({ start: 4, end: 9 });
    expect(resolveRange({ suffix: 3 }, 10)).toEqual({ start: 7, end: 9 });
    expect(resolveRange({ suffix: 30 }, 10)).toEqual({ start: 0, end: 9 });
    expect(() => resolveRange({ start: 10 }, 10)).toThrow(RangeNotSatisfiable);
    expect(() => resolveRange({ suffix: 0 }, 10)).toThrow(RangeNotSatisfiable);
  });

  it('writes a range back as the header an object store takes', () => {
    expect(rangeHeaderValue({ start: 0, end: 1 })).toBe('bytes=0-1');
    expect(rangeHeaderValue({ start: 7 })).toBe('bytes=7-');
    expect(rangeHeaderValue({ suffix: 3 })).toBe('bytes=-3');
  });
});
