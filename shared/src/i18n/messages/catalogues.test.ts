import { catalogueDifferences } from '../../testing/catalogues';
import en from './en.json';
import hi from './hi.json';

it("every message of shared's views is in Hindi with the same placeholders, and Hindi has no other", () => {
  expect(catalogueDifferences(en, hi)).toEqual([]);
});
