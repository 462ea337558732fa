import { API_PATHS, AUTH_PATHS, SIGNUP_MESSAGES, SIGNUP_PATHS, type ErrorAnswer, type OwnerSignupBody, type PageAnswer } from '../../contracts';
import { LogEmailSender } from '../../email';
import { describeEachDatabase, type TestContext } from '../../test/databases';
import { seededSite } from '../../test/fixtures';
import { extraApp, newClient, post } from './auth-test-kit';
import { SIGNUPS_PER_EMAIL } from './owner-signup';

let next = 0;
/** A sign-up no other test uses: its own e-mail and subdomain. */
const newSignup = (over: Partial<OwnerSignupBody> = {}): OwnerSignupBody => {
  next += 1;
  const tag = `${Date.now().toString(36)}${next}`;
  return { email: `asha-${tag}@example.in`, password: 'a-long-password-1', name: 'Asha Rao', businessName: 'Asha Bakes', subdomain: `asha-${tag}`, template: 'e-commerce-catalogue', ...over };
};

describeEachDatabase('owner sign-up', (ctx) => {
  /** The lines the log e-mail adapter printed, and an app that prints there. */
  const lines: string[] = [];
  let app: { app: TestContext['app'] };
  beforeAll(async () => {
    app = { app: await extraApp(ctx, { email: new LogEmailSender({ info: (line: string) => lines.push(line) } as never), env: { CONFIRM_LINK_ORIGIN: 'http://localhost:3000' } }) };
  });
  afterAll(async () => app.app.close());

  const linkFor = (email: string) => {
    const line = lines.find((l) => l.startsWith(`Confirmation link for ${email} `));
    const match = /(http:\/\/localhost:3000\/owner\/confirm\?token=)([\w-]+)$/.exec(line ?? '');
    if (!match?.[2]) throw new Error(`no link logged for ${email}`);
    return { link: `${match[1]}${match[2]}`, token: match[2] };
  };
  const login = (body: OwnerSignupBody) => post<ErrorAnswer>(app, AUTH_PATHS.ownerLogin, { email: body.email, password: body.password });

  it('creates the business, confirms by the logged link, then logs the owner in and serves the new site', async () => {
    const body = newSignup();
    const signed = await post(app, SIGNUP_PATHS.signup, body);
    expect(signed.status).toBe(200);
    expect(signed.body).toEqual({ message: SIGNUP_MESSAGES.created, subdomain: body.subdomain, email: body.email });

    const refused = await login(body);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'FORBIDDEN', message: SIGNUP_MESSAGES.unconfirmed });

    const { token } = linkFor(body.email);
    expect((await post(app, SIGNUP_PATHS.confirmEmail, { token })).body).toEqual({ message: SIGNUP_MESSAGES.confirmed, subdomain: body.subdomain });
    // A link works once.
    expect((await post<ErrorAnswer>(app, SIGNUP_PATHS.confirmEmail, { token })).body.code).toBe('TOKEN_INVALID');

    const loggedIn = await login(body);
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body).toMatchObject({ subdomain: body.subdomain, owner: { name: 'Asha Rao', email: body.email } });

    const page = await app.app.inject({ method: 'GET', url: API_PATHS.page, query: { subdomain: body.subdomain, customRoute: '/' } });
    expect(page.statusCode).toBe(200);
    const answer = page.json() as PageAnswer;
    expect(answer).toMatchObject({ businessName: 'Asha Bakes', websitePage: { keyValue: 'home', templateId: { slug: 'e-commerce-catalogue' } } });
    expect(answer.websitePage.sections.map((s) => s.name)).toEqual(['Text banner', 'Featured Products']);
  });

  it.each([
    ['reserved', 'admin', SIGNUP_MESSAGES.subdomainReserved],
    ['too short', 'ab', SIGNUP_MESSAGES.subdomainFormat],
    ['upper-case or spaces', 'my shop', SIGNUP_MESSAGES.subdomainFormat],
    ['a leading hyphen', '-shop', SIGNUP_MESSAGES.subdomainFormat],
    ['too long', 'a'.repeat(31), SIGNUP_MESSAGES.subdomainFormat],
  ])('refuses a %s subdomain with 400 and says why', async (_why, subdomain, message) => {
    const res = await post<ErrorAnswer>(app, SIGNUP_PATHS.signup, newSignup({ subdomain }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.message).toContain(message);
  });

  it('refuses a taken subdomain with 409 and suggests a free one', async () => {
    const res = await post<ErrorAnswer>(app, SIGNUP_PATHS.signup, newSignup({ subdomain: 'demo' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'CONFLICT', message: SIGNUP_MESSAGES.subdomainTaken('demo-2') });
  });

  it('refuses an e-mail that already owns a site with 409', async () => {
    const first = newSignup();
    expect((await post(app, SIGNUP_PATHS.signup, first)).status).toBe(200);
    const again = await post<ErrorAnswer>(app, SIGNUP_PATHS.signup, newSignup({ email: first.email }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'CONFLICT', message: SIGNUP_MESSAGES.emailTaken });
    expect((await post<ErrorAnswer>(app, SIGNUP_PATHS.signup, newSignup({ email: 'owner@demo.localhost' }))).status).toBe(409);
  });

  it('refuses an unknown confirmation token with 400', async () => {
    const res = await post<ErrorAnswer>(app, SIGNUP_PATHS.confirmEmail, { token: 'x'.repeat(43) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'TOKEN_INVALID', message: SIGNUP_MESSAGES.linkInvalid });
  });

  it('limits sign-ups per e-mail, whatever the address', async () => {
    const email = newSignup().email;
    for (let i = 0; i < SIGNUPS_PER_EMAIL; i += 1) {
      // Each one a taken subdomain: refused, but counted all the same.
      expect((await post(app, SIGNUP_PATHS.signup, newSignup({ email, subdomain: 'demo' }), { client: newClient() })).status).toBe(409);
    }
    const res = await post<ErrorAnswer>(app, SIGNUP_PATHS.signup, newSignup({ email }), { client: newClient() });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ code: 'RATE_LIMITED', message: SIGNUP_MESSAGES.tooManySignups });
  });

  it("gives the new owner a token for its own business only: the demo's inbox and sections stay out of reach", async () => {
    const body = newSignup();
    await post(app, SIGNUP_PATHS.signup, body);
    await post(app, SIGNUP_PATHS.confirmEmail, { token: linkFor(body.email).token });
    const { body: session } = await post<{ accessToken: string; accountTypeId: string }>(app, AUTH_PATHS.ownerLogin, { email: body.email, password: body.password });
    const demo = await seededSite(ctx.db, 'demo');
    expect(session.accountTypeId).not.toBe(demo.id);
    const conversations = await app.app.inject({ method: 'GET', url: '/business_website/chat_inbox/conversations', headers: { authorization: `Bearer ${session.accessToken}` } });
    expect(conversations.statusCode).toBe(200);
    expect(JSON.stringify(conversations.json())).not.toContain(demo.id);
    // Logging in to the demo's site with the new owner's password fails.
    expect((await post(app, AUTH_PATHS.ownerLogin, { email: body.email, password: body.password, subdomain: 'demo' })).status).toBe(401);
  });
});
