import { catalogueDifferences } from 'shared/testing';
import en from './en.json';
import hi from './hi.json';

it("every message of the checkout is in Hindi with the same placeholders, and Hindi has no other", () => {
  expect(catalogueDifferences(en, hi)).toEqual([]);
});
