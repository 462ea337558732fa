import { CART_PATHS, PAGE_EDIT_PATHS } from '../contracts';
import { castOf, type Cast } from '../test/people-and-orders';
import { describeEachDatabase } from '../test/databases';

describeEachDatabase('authentication comes before validation', (ctx) => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOf(ctx);
  });
  const send = (url: string, payload: string, token?: string) =>
    ctx.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  it('answers an anonymous edit request with a malformed id 401, not a 400 describing the schema', async () => {
    const res = await send(PAGE_EDIT_PATHS.removeSection, JSON.stringify({ sectionId: 'not-an-id' }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'NO_TOKEN' });
    expect(res.body).not.toMatch(/sectionId/);
  });

  it('answers an anonymous request whose body is not even JSON 401', async () => {
    expect((await send(CART_PATHS.add, '{"item":')).statusCode).toBe(401);
  });

  it("answers a customer's malformed edit request 403: the role is checked before the body", async () => {
    const res = await send(PAGE_EDIT_PATHS.removeSection, JSON.stringify({ sectionId: 'not-an-id' }), cast.customerA.token);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toMatch(/sectionId/);
  });

  it("still validates the body of a caller with the right token", async () => {
    const res = await send(PAGE_EDIT_PATHS.removeSection, JSON.stringify({ sectionId: 'not-an-id' }), cast.owner.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
