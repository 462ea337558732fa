import { indiaPostLookup } from './india-post';
import { PincodeUnavailableError } from './pincode-lookup';
import { INDIA_POST_FOUND, INDIA_POST_NOT_FOUND, startFakeIndiaPost, type FakeAnswer } from './fake-india-post';

describe('the India Post pincode service', () => {
  let answer: FakeAnswer = { status: 200, body: INDIA_POST_FOUND };
  let fake: Awaited<ReturnType<typeof startFakeIndiaPost>>;
  beforeAll(async () => {
    fake = await startFakeIndiaPost(() => answer);
  });
  afterAll(() => fake.close());

  it("answers the first office's district, state and circle and every office's name", async () => {
    answer = { status: 200, body: INDIA_POST_FOUND };
    expect(await indiaPostLookup(fake.url).lookup('110001')).toEqual({
      pincode: '110001',
      district: 'Central Delhi',
      state: 'Delhi',
      circle: 'Delhi',
      postOffices: ['Connaught Place', 'Janpath'],
    });
    expect(fake.calls.at(-1)).toBe('110001');
  });

  it("answers null when the service says 'Error' (no such pincode)", async () => {
    answer = { status: 200, body: INDIA_POST_NOT_FOUND };
    expect(await indiaPostLookup(fake.url).lookup('999999')).toBeNull();
  });

  it.each<[string, FakeAnswer]>([
    ['a server error', { status: 500, body: 'oops' }],
    ['a body that is not JSON', { status: 200, body: '<html>' }],
    ['JSON of another shape', { status: 200, body: '{"ok":true}' }],
    ['an answer slower than the timeout', { status: 200, body: INDIA_POST_FOUND, delayMs: 1_000 }],
  ])('fails with PincodeUnavailableError on %s', async (_name, given) => {
    answer = given;
    await expect(indiaPostLookup(fake.url, 200).lookup('110001')).rejects.toBeInstanceOf(PincodeUnavailableError);
  });

  it('fails with PincodeUnavailableError when nothing listens', async () => {
    await expect(indiaPostLookup('http://127.0.0.1:9', 500).lookup('110001')).rejects.toBeInstanceOf(PincodeUnavailableError);
  });
});
