import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { hashRefreshToken, newRefreshToken, TokenSigner } from '../auth/tokens';
import { AUTH_PATHS, CHAT_PATHS, INBOX_PATHS, SOCKET_EVENTS, type ChatMessage, type InboxMessageEvent, type NewMessageAnswer } from '../contracts';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { newId } from '../db/ids';
import { businesses, customers, owners, sessions } from '../db/schema';
import { adminQuery } from '../test/databases';
import { databaseUrl, TEST_ENV } from '../test/test-env';
import { startApiProcess, type ApiProcess } from './cluster-test-kit';
import { closeAll, connected, joinAs, nextEvent, openSocket } from './socket-test-kit';

const { DATABASE_URL, REDIS_URL } = process.env;
const template = process.env[TEST_ENV.postgresTemplate];
const runnable = Boolean(DATABASE_URL && REDIS_URL && template);

const admin = (statement: string) => adminQuery(DATABASE_URL ?? '', statement);

const post = async <T>(origin: string, url: string, token: string, body: unknown) => {
  const res = await fetch(`${origin}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
};

if (!runnable) {
  describe.skip('two API processes share sockets through Redis [skipped: set REDIS_URL and DATABASE_URL to run]', () => {
    it('delivers a message sent through one process to a socket on the other', () => undefined);
    it("disconnects a session's sockets on both processes when it logs out through one", () => undefined);
  });
} else {
  describe('two API processes share sockets through Redis', () => {
    const secret = randomBytes(32).toString('hex');
    const signer = new TokenSigner(secret);
    const name = `api_test_cluster_${process.pid}_${randomBytes(3).toString('hex')}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-cluster-'));
    const sockets: Socket[] = [];
    let handle: DatabaseHandle;
    let one: ApiProcess;
    let two: ApiProcess;
    let customer: { id: string; token: string };
    let owner: { id: string; token: string };
    let demoId: string;

    beforeAll(async () => {
      await admin(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      const url = databaseUrl(DATABASE_URL as string, name);
      handle = await openPostgres(url, 2);
      const [demo] = await handle.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.subdomain, 'demo'));
      demoId = demo!.id;
      const [demoOwner] = await handle.db.select({ id: owners.id }).from(owners).where(eq(owners.businessId, demo!.id));
      // a customer of its own: no other run on the same Redis can have a socket in its room
      const customerId = newId();
      await handle.db.insert(customers).values({ id: customerId, businessId: demo!.id, phoneNumber: `97${Date.now() % 1e8}`, name: 'Meera' });
      customer = { id: customerId, token: signer.sign({ sub: customerId, role: 'customer', bid: demo!.id }) };
      owner = { id: demoOwner!.id, token: signer.sign({ sub: demoOwner!.id, role: 'user', bid: demo!.id }) };

      const env = { DATABASE_URL: url, REDIS_URL: REDIS_URL as string, AUTH_SECRET: secret, DATA_DIR: dataDir };
      [one, two] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    }, 180_000);

    afterAll(async () => {
      closeAll(sockets);
      await Promise.all([one?.stop(), two?.stop()]);
      await handle?.close();
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    it('runs two processes on two ports', () => {
      expect(one.origin).not.toBe(two.origin);
    });

    it("delivers a customer's message sent through process one to sockets on process two", async () => {
      const customerSocket = openSocket(two.origin, customer.token, sockets);
      expect(await joinAs(customerSocket, customer.id)).toEqual({ ok: true });
      const ownerSocket = openSocket(two.origin, owner.token, sockets);
      await connected(ownerSocket);

      const toCustomer = nextEvent<ChatMessage>(customerSocket, SOCKET_EVENTS.chatMessage, 10_000);
      const toOwner = nextEvent<InboxMessageEvent>(ownerSocket, SOCKET_EVENTS.inboxMessage, 10_000);
      const { status, body } = await post<NewMessageAnswer>(one.origin, CHAT_PATHS.sendMessage, customer.token, {
        senderId: customer.id,
        customerId: customer.id,
        message: 'Sent to one, heard on two',
        type: 'text',
        clientMessageId: `cluster-${randomBytes(6).toString('hex')}`,
      });
      expect(status).toBe(200);
      expect(await toCustomer).toEqual(body.newMessage);
      expect(await toOwner).toEqual({ customerId: customer.id, message: body.newMessage });
    });

    it("delivers the owner's reply through process two to the customer's socket on process one", async () => {
      const customerSocket = openSocket(one.origin, customer.token, sockets);
      expect(await joinAs(customerSocket, customer.id)).toEqual({ ok: true });
      const heard = nextEvent<ChatMessage>(customerSocket, SOCKET_EVENTS.chatMessage, 10_000);
      const { body } = await post<NewMessageAnswer>(two.origin, INBOX_PATHS.reply, owner.token, {
        customerId: customer.id,
        message: 'Answered from two',
        type: 'text',
        clientMessageId: `cluster-${randomBytes(6).toString('hex')}`,
      });
      expect(await heard).toMatchObject({ _id: body.newMessage._id, sender: 'business', message: 'Answered from two' });
    });

    it("disconnects a session's sockets on both processes when it logs out through one", async () => {
      // a login of the customer, as verify_code starts one: a refresh session, and a token naming it
      const refreshToken = newRefreshToken();
      const sessionId = newId();
      await handle.db.insert(sessions).values({
        id: sessionId,
        familyId: sessionId,
        businessId: demoId,
        subjectType: 'customer',
        customerId: customer.id,
        refreshTokenHash: hashRefreshToken(refreshToken),
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      const token = signer.sign({ sub: customer.id, role: 'customer', bid: demoId, sid: sessionId });
      const onOne = openSocket(one.origin, token, sockets);
      const onTwo = openSocket(two.origin, token, sockets);
      for (const socket of [onOne, onTwo]) expect(await joinAs(socket, customer.id)).toEqual({ ok: true });
      // the customer's other socket (a token of no session) stays
      const other = openSocket(two.origin, customer.token, sockets);
      await connected(other);
      const reasons = Promise.all([onOne, onTwo].map((socket) => nextEvent<string>(socket, 'disconnect', 10_000)));

      const res = await fetch(`${one.origin}${AUTH_PATHS.logout}`, {
        method: 'POST',
        headers: { cookie: `customerRefreshToken=${refreshToken}`, 'x-session-type': 'customer' },
      });
      expect(res.status).toBe(200);
      expect(await reasons).toEqual(['io server disconnect', 'io server disconnect']);
      expect(other.connected).toBe(true);
    });
  });
}
