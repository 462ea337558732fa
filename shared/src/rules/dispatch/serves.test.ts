import { servesAddress, servingFirst, type DispatchServes } from './serves';

const everywhere: DispatchServes = { pincodes: [], states: [] };
const bengaluru: DispatchServes = { pincodes: ['560001', '560034'], states: [] };
const southStates: DispatchServes = { pincodes: [], states: ['Karnataka', 'Tamil Nadu'] };

describe('a dispatch point serves an address', () => {
  it.each([
    ['everywhere, when it names nothing', everywhere, { pincode: '110001', state: 'Delhi' }, true],
    ['by one of its pincodes', bengaluru, { pincode: '560034', state: 'Karnataka' }, true],
    ['not outside its pincodes', bengaluru, { pincode: '560100', state: 'Karnataka' }, false],
    ['by its state, in any case and spacing', southStates, { pincode: '600001', state: ' tamil  nadu ' }, true],
    ['not in another state', southStates, { pincode: '110001', state: 'Delhi' }, false],
    ['by pincode or state', { pincodes: ['110001'], states: ['Karnataka'] }, { pincode: '110001', state: 'Delhi' }, true],
  ])('%s', (_what, serves, address, expected) => {
    expect(servesAddress(serves, address)).toBe(expected);
  });
});

describe('the dispatch point that ships to an address', () => {
  const serves: Record<string, DispatchServes> = { blr: bengaluru, south: southStates, any: everywhere };
  const of = (id: string) => serves[id];

  it('comes first when a later point serves the address and the first does not', () => {
    expect(servingFirst(['blr', 'south'], of, { pincode: '600001', state: 'Tamil Nadu' })).toEqual(['south', 'blr']);
  });
  it("keeps the owner's order when the first point serves it", () => {
    expect(servingFirst(['blr', 'south'], of, { pincode: '560001', state: 'Karnataka' })).toEqual(['blr', 'south']);
  });
  it('keeps the first point when none serves the address (the specification\'s rule)', () => {
    expect(servingFirst(['blr', 'south'], of, { pincode: '110001', state: 'Delhi' })).toEqual(['blr', 'south']);
  });
  it('changes nothing before an address is chosen', () => {
    expect(servingFirst(['blr', 'any'], of, null)).toEqual(['blr', 'any']);
  });
});
