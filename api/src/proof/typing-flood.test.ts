/**
 * A customer's script toggling `typing` 300 times, from two sockets at once, over real socket.io
 * clients on 127.0.0.1: the owner hears at most the typing budget, ending on "stopped", and another
 * customer's typing still reaches the owner.
 */
import type { Socket } from 'socket.io-client';
import { SOCKET_EVENTS, type TypingEvent } from '../contracts';
import { describeEachDatabase } from '../test/databases';
import { castOf, type Cast } from '../routes/chat/chat-test-kit';
import { TYPING_BUDGET } from '../realtime/typing-throttle';
import { closeAll, connected, joinAs, nextEvent, openSocket, originOf, pause, record } from '../realtime/socket-test-kit';

const TOGGLES = 300;

describeEachDatabase('a typing flood', (ctx) => {
  let origin: string;
  let cast: Cast;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    origin = originOf(ctx.app);
    cast = await castOf(ctx);
  });
  afterAll(() => closeAll(sockets));

  it(`reaches the owner at most ${TYPING_BUDGET.max} times for ${TOGGLES} toggles from two sockets, ending on "stopped"`, async () => {
    const owner = openSocket(origin, cast.owner.token, sockets);
    await connected(owner);
    const first = openSocket(origin, cast.customerA.token, sockets);
    const second = openSocket(origin, cast.customerA.token, sockets);
    expect(await joinAs(first, cast.customerA.id)).toEqual({ ok: true });
    expect(await joinAs(second, cast.customerA.id)).toEqual({ ok: true });
    const heard = record<TypingEvent>(owner, SOCKET_EVENTS.typing);

    // each socket toggles on its own, two events at a time in turn
    for (let i = 0; i < TOGGLES; i += 1) (i % 4 < 2 ? first : second).emit(SOCKET_EVENTS.typing, { isTyping: i % 2 === 0 });
    await pause(1_000);
    console.log(`[proof] typing flood [${ctx.kind}]: ${TOGGLES} toggles from 2 sockets, ${heard.length} reached the owner`);

    expect(heard.length).toBeGreaterThan(0);
    expect(heard.length).toBeLessThanOrEqual(TYPING_BUDGET.max + 1);
    expect(heard.at(-1)).toEqual({ customerId: cast.customerA.id, from: 'user', isTyping: false });

    // another customer of the shop is not held back by A's flood
    const other = openSocket(origin, cast.customerB.token, sockets);
    expect(await joinAs(other, cast.customerB.id)).toEqual({ ok: true });
    const next = nextEvent<TypingEvent>(owner, SOCKET_EVENTS.typing);
    other.emit(SOCKET_EVENTS.typing, { isTyping: true });
    expect(await next).toEqual({ customerId: cast.customerB.id, from: 'user', isTyping: true });
  });
});
