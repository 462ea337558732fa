import { loginPathReturningTo, safeReturnPath } from './return-path';

describe('return path of the owner login', () => {
  it('names the page to come back to', () => {
    expect(loginPathReturningTo('/owner', '/owner/inbox')).toBe('/owner?next=%2Fowner%2Finbox');
    expect(safeReturnPath('?next=%2Fowner%2Finbox')).toBe('/owner/inbox');
  });

  it.each([[''], ['?next='], ['?next=https://evil.example'], ['?next=//evil.example'], ['?next=/\\evil.example'], ['?next=owner/inbox']])(
    'refuses %j',
    (search) => {
      expect(safeReturnPath(search)).toBeNull();
    },
  );
});
