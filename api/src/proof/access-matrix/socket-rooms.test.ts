import type { Socket } from 'socket.io-client';
import { CHAT_PATHS, INBOX_PATHS, SOCKET_EVENTS } from '../../contracts';
import { call, castOf, clientMessageId, type Cast, type Person } from '../../test/people-and-orders';
import { closeAll, connected, joinAs, nextEvent, openSocket, originOf, pause, refusal } from '../../realtime/socket-test-kit';
import { describeEachDatabase } from '../../test/databases';

/** How long to be sure an event did NOT arrive (emits to every room leave together). */
const QUIET_MS = 400;

/** Every event a socket hears, whatever its name. */
function everything(socket: Socket): { event: string; payload: string }[] {
  const heard: { event: string; payload: string }[] = [];
  socket.onAny((event: string, ...args: unknown[]) => heard.push({ event, payload: JSON.stringify(args) }));
  return heard;
}

describeEachDatabase('access matrix: socket rooms carry a conversation to its customer and its business only', (ctx) => {
  let origin: string;
  let cast: Cast;
  const sockets: Socket[] = [];
  const figures = { attempts: 0, refusedJoins: 0, eventsChecked: 0 };

  beforeAll(async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    origin = originOf(ctx.app);
    cast = await castOf(ctx);
  });
  afterEach(() => closeAll(sockets));
  afterAll(() => {
    console.log(`[socket rooms, ${ctx.kind}] join attempts ${figures.attempts}, refused ${figures.refusedJoins}, events of others checked ${figures.eventsChecked}`);
  });

  const joined = async (person: Person) => {
    const socket = openSocket(origin, person.token, sockets);
    expect(await joinAs(socket, person.id)).toEqual({ ok: true });
    return socket;
  };

  it('refuses a socket without a token', async () => {
    figures.attempts += 1;
    expect((await refusal(openSocket(origin, undefined, sockets))).code).toBe('NO_TOKEN');
    figures.refusedJoins += 1;
  });

  it.each([
    ['customer B of the same business', (c: Cast) => c.customerB],
    ["a customer of another business", (c: Cast) => c.sunriseCustomer],
  ])("refuses %s joining customer A's room, and disconnects it", async (_who, intruder) => {
    const socket = openSocket(origin, intruder(cast).token, sockets);
    await connected(socket);
    const gone = nextEvent<string>(socket, 'disconnect');
    figures.attempts += 1;
    const answer = await joinAs(socket, cast.customerA.id);
    expect(answer).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await gone).toBe('io server disconnect');
    figures.refusedJoins += 1;
  });

  it("delivers the owner's reply to customer A only, and A's message to A's business's owners only", async () => {
    const a = await joined(cast.customerA);
    const others = [await joined(cast.customerB), await joined(cast.sunriseCustomer)];
    const otherOwner = openSocket(origin, cast.otherOwner.token, sockets);
    await connected(otherOwner);
    const owner = openSocket(origin, cast.owner.token, sockets);
    await connected(owner);
    const heardByOthers = [...others, otherOwner].map(everything);
    const heardByOwner = everything(owner);
    const heardByA = everything(a);

    const reply = `reply-for-a-${clientMessageId()}`;
    const replied = await call(ctx, 'POST', INBOX_PATHS.reply, {
      token: cast.owner.token,
      body: { customerId: cast.customerA.id, message: reply, type: 'text', clientMessageId: clientMessageId() },
    });
    expect(replied.status).toBe(200);
    const text = `message-of-a-${clientMessageId()}`;
    const sent = await call(ctx, 'POST', CHAT_PATHS.sendMessage, {
      token: cast.customerA.token,
      body: { senderId: cast.customerA.id, customerId: cast.customerA.id, message: text, type: 'text', clientMessageId: clientMessageId() },
    });
    expect(sent.status).toBe(200);
    a.emit(SOCKET_EVENTS.typing, { isTyping: true });
    await pause(QUIET_MS);

    expect(heardByA.some((e) => e.payload.includes(reply))).toBe(true);
    expect(heardByOwner.some((e) => e.payload.includes(text))).toBe(true);
    for (const heard of heardByOthers) {
      figures.eventsChecked += 1;
      expect(heard.filter((e) => e.payload.includes(reply) || e.payload.includes(text) || e.payload.includes(cast.customerA.id))).toEqual([]);
    }
  });

  it("relays into customer A's room the typing of A's business's owner only", async () => {
    const a = await joined(cast.customerA);
    const heardByA = everything(a);
    const otherOwner = openSocket(origin, cast.otherOwner.token, sockets);
    await connected(otherOwner);
    otherOwner.emit(SOCKET_EVENTS.typing, { customerId: cast.customerA.id, isTyping: true });
    const b = await joined(cast.customerB);
    b.emit(SOCKET_EVENTS.typing, { customerId: cast.customerA.id, isTyping: true });
    await pause(QUIET_MS);
    figures.eventsChecked += 1;
    expect(heardByA).toEqual([]);

    // while A's own business's owner does reach A: the silence above is the rooms', not a broken relay
    const owner = openSocket(origin, cast.owner.token, sockets);
    await connected(owner);
    const typing = nextEvent(a, SOCKET_EVENTS.typing);
    owner.emit(SOCKET_EVENTS.typing, { customerId: cast.customerA.id, isTyping: true });
    await expect(typing).resolves.toMatchObject({ from: 'business', isTyping: true });
  });
});
