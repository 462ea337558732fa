import { expectEachRefLoadsItsSchema } from 'shared/testing';
import * as Refs from './contract-refs';

it("each of the app's contract references loads the schema it is named after", async () => {
  await expectEachRefLoadsItsSchema(Refs);
});
