import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
// The widget's and the inbox's own socket client, against the real API: the proof that a socket ended at
// its token's expiry comes back by itself needs the client's code, not a copy of its policy.
// eslint-disable-next-line no-restricted-imports
import { createChatSocket, handshakeErrorCode, type ChatSocket } from '../../../remote-chat/src/realtime/chat-socket';
import type { App } from '../app';
import { AUTH_PATHS, CHAT_PATHS, INBOX_PATHS, type ChatMessage, type ErrorAnswer, type MessagesAnswer, type NewMessageAnswer } from '../contracts';
import { owners } from '../db/schema';
import { describeEachDatabase, type TestContext } from '../test/databases';
import { cookiePair, extraApp, loginCustomer, loginOwner, post, signAs, uniquePhoneNumber } from '../routes/auth/auth-test-kit';
import { clientMessageId } from '../test/people-and-orders';
import { ROTATION_GRACE_MS } from '../repositories/refresh-sessions';
import { seededSite } from '../test/fixtures';
import { twoLogins } from '../proof/login-abuse-kit';
import { closeAll, connected, joinAs, nextEvent, openSocket, originOf, pause, refusal } from './socket-test-kit';

/**
 * The access tokens of the short-lived app live this long, so an expiry happens within a test; longer
 * than the client's first retries (1 s and 2 s, ±50 %), so a refreshed token is still fresh when used.
 */
const SHORT_TTL_SECONDS = 5;
/** How long a test waits to be sure a socket was NOT disconnected. */
const QUIET_MS = 400;
const CUSTOMER = { 'x-session-type': 'customer' };
const OWNER = { 'x-session-type': 'user' };

type AppOf = Pick<TestContext, 'app'>;
const reauth = (app: AppOf, cookie: string, headers: Record<string, string>) =>
  post<ErrorAnswer & { accessToken?: string }>(app, AUTH_PATHS.reauth, undefined, { cookie, headers });
const logout = (app: AppOf, cookie: string, headers: Record<string, string>) => post(app, AUTH_PATHS.logout, undefined, { cookie, headers });

async function waitFor(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await pause(25);
  }
}

/** Connected sockets of a customer, each in its conversation's room. */
async function customerSockets(origin: string, customer: { token: string; customerId: string }, count: number, sockets: Socket[]) {
  const opened = Array.from({ length: count }, () => openSocket(origin, customer.token, sockets));
  for (const socket of opened) expect(await joinAs(socket, customer.customerId)).toEqual({ ok: true });
  return opened;
}

describeEachDatabase('sockets end with their session', (ctx) => {
  const sockets: Socket[] = [];
  let origin: string;
  let demoId: string;
  let ownerId: string;

  beforeAll(async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    origin = originOf(ctx.app);
    demoId = (await seededSite(ctx.db, 'demo')).id;
    const [owner] = await ctx.db.select({ id: owners.id }).from(owners).where(eq(owners.businessId, demoId)).limit(1);
    ownerId = owner!.id;
  });
  afterEach(() => closeAll(sockets));

  describe("at the access token's expiry", () => {
    let short: App;
    let shortOrigin: string;
    beforeAll(async () => {
      short = await extraApp(ctx, { accessTokenTtlSeconds: SHORT_TTL_SECONDS });
      await short.listen({ host: '127.0.0.1', port: 0 });
      shortOrigin = originOf(short);
    });
    afterAll(async () => {
      await short.close();
    });

    it("disconnects a customer's socket when its access token expires", async () => {
      const customer = await loginCustomer({ app: short }, { phoneNumber: uniquePhoneNumber() });
      const [socket] = await customerSockets(shortOrigin, customer, 1, sockets);
      const start = Date.now();
      expect(await nextEvent<string>(socket!, 'disconnect', (SHORT_TTL_SECONDS + 3) * 1_000)).toBe('io server disconnect');
      expect(Date.now() - start).toBeGreaterThan((SHORT_TTL_SECONDS - 2) * 1_000);
    });

    it("disconnects an owner's socket when its access token expires", async () => {
      const owner = await loginOwner({ ...ctx, app: short });
      const socket = openSocket(shortOrigin, owner.accessToken, sockets);
      await connected(socket);
      expect(await nextEvent<string>(socket, 'disconnect', (SHORT_TTL_SECONDS + 3) * 1_000)).toBe('io server disconnect');
    });

    it("lets the widget's socket client refresh its token, reconnect by itself and catch up what was sent meanwhile", async () => {
      const customer = await loginCustomer({ app: short }, { phoneNumber: uniquePhoneNumber() });
      let token = customer.token;
      let cookie = customer.cookie;
      const thread = new Map<string, string>();
      const disconnects: string[] = [];
      const connects: boolean[] = [];
      let newest: string | undefined;
      const keep = (messages: ChatMessage[]) => {
        for (const message of messages) {
          thread.set(message._id, message.message);
          if (!newest || message.createdAt > newest) newest = message.createdAt;
        }
      };
      // the widget's API client: a refused handshake makes a REST call, which refreshes an expired token
      const refresh = async () => {
        const answer = await reauth({ app: short }, cookie, CUSTOMER);
        if (answer.status !== 200 || !answer.body.accessToken) return;
        token = answer.body.accessToken;
        const rotated = answer.cookies.find((c) => c.startsWith('customerRefreshToken=') && !c.startsWith('customerRefreshToken=;'));
        if (rotated) cookie = cookiePair(rotated);
      };
      // the conversation store's catch-up after every reconnect: GET messages after the newest it holds
      const catchUp = async () => {
        const res = await short.inject({
          method: 'GET',
          url: CHAT_PATHS.messages,
          query: { customerId: customer.customerId, ...(newest ? { after: newest } : {}) },
          headers: { authorization: `Bearer ${token}` },
        });
        if (res.statusCode === 200) keep((res.json() as MessagesAnswer).messages);
      };
      let client: ChatSocket | null = null;
      try {
        client = createChatSocket({
          url: shortOrigin,
          getToken: () => token,
          customerId: customer.customerId,
          handlers: {
            onMessage: (message) => keep([message]),
            onConnect: ({ reconnect }) => {
              connects.push(reconnect);
              if (reconnect) void catchUp();
            },
            onDisconnect: (reason) => disconnects.push(reason),
            onConnectError: (error) => {
              if (handshakeErrorCode(error) === 'TOKEN_EXPIRED') void refresh();
            },
          },
        });
        await waitFor(() => connects.length === 1, 'the first connection');
        await waitFor(() => disconnects.length === 1, "the server's disconnect at expiry", (SHORT_TTL_SECONDS + 3) * 1_000);
        expect(disconnects).toEqual(['io server disconnect']);

        const owner = signAs(ownerId, 'user', demoId);
        const sent = await short.inject({
          method: 'POST',
          url: INBOX_PATHS.reply,
          headers: { authorization: `Bearer ${owner}` },
          payload: { customerId: customer.customerId, message: 'Sent while you were away', type: 'text', clientMessageId: clientMessageId() },
        });
        expect(sent.statusCode).toBe(200);
        const sentId = (sent.json() as NewMessageAnswer).newMessage._id;

        await waitFor(() => thread.has(sentId), 'the message sent meanwhile', 20_000);
        expect(connects.slice(0, 2)).toEqual([false, true]);
        expect(token).not.toBe(customer.token);
        // and the live feed works again on the new connection
        const live = await short.inject({
          method: 'POST',
          url: INBOX_PATHS.reply,
          headers: { authorization: `Bearer ${owner}` },
          payload: { customerId: customer.customerId, message: 'Back live', type: 'text', clientMessageId: clientMessageId() },
        });
        const liveId = (live.json() as NewMessageAnswer).newMessage._id;
        await waitFor(() => thread.has(liveId), 'the live message');
      } finally {
        client?.close();
      }
    }, 60_000);
  });

  describe('when the session ends', () => {
    it("disconnects every socket of a customer's session on logout, and no socket of another login", async () => {
      const [phone, laptop] = await twoLogins(ctx);
      const ending = await customerSockets(origin, phone, 3, sockets);
      const [staying] = await customerSockets(origin, laptop, 1, sockets);
      const reasons = Promise.all(ending.map((socket) => nextEvent<string>(socket, 'disconnect')));

      expect((await logout(ctx, phone.cookie, CUSTOMER)).status).toBe(200);
      expect(await reasons).toEqual(['io server disconnect', 'io server disconnect', 'io server disconnect']);
      await pause(QUIET_MS);
      expect(staying!.connected).toBe(true);
    });

    it("disconnects every socket of an owner's session on logout", async () => {
      const owner = await loginOwner(ctx);
      const opened = [openSocket(origin, owner.accessToken, sockets), openSocket(origin, owner.accessToken, sockets)];
      for (const socket of opened) if (!socket.connected) await connected(socket);
      const reasons = Promise.all(opened.map((socket) => nextEvent<string>(socket, 'disconnect')));
      expect((await logout(ctx, owner.cookie, OWNER)).status).toBe(200);
      expect(await reasons).toEqual(['io server disconnect', 'io server disconnect']);
    });

    it('refuses a handshake with the access token of a logged-out session', async () => {
      const customer = await loginCustomer(ctx, { phoneNumber: uniquePhoneNumber() });
      expect((await logout(ctx, customer.cookie, CUSTOMER)).status).toBe(200);
      expect((await refusal(openSocket(origin, customer.token, sockets))).code).toBe('TOKEN_INVALID');
    });

    it("disconnects the sockets of every session of a customer whose refresh token is replayed", async () => {
      let now = Date.now();
      const clocked = await extraApp(ctx, { now: () => now });
      try {
        await clocked.listen({ host: '127.0.0.1', port: 0 });
        const [phone, laptop] = await twoLogins({ app: clocked });
        expect((await reauth({ app: clocked }, phone.cookie, CUSTOMER)).status).toBe(200);
        const opened = [
          ...(await customerSockets(originOf(clocked), phone, 1, sockets)),
          ...(await customerSockets(originOf(clocked), laptop, 1, sockets)),
        ];
        const reasons = Promise.all(opened.map((socket) => nextEvent<string>(socket, 'disconnect')));
        now += ROTATION_GRACE_MS + 1_000;
        expect((await reauth({ app: clocked }, phone.cookie, CUSTOMER)).status).toBe(401);
        expect(await reasons).toEqual(['io server disconnect', 'io server disconnect']);
      } finally {
        closeAll(sockets);
        await clocked.close();
      }
    });
  });
});
