import type { SocketFactory, SocketLike } from './chat-socket';

/**
 * A stand-in for a socket.io client socket, for tests of anything built on `createChatSocket`: the test
 * plays the server (`serverConnects`, `serverEmits`, `serverRefuses`, `drop`) and reads what the client
 * emitted. Never imported by application code.
 */
export class FakeSocket implements SocketLike {
  connected = false;
  active = false;
  /** Every `emit` of the client, in order. */
  readonly emitted: { event: string; args: unknown[] }[] = [];
  connectCalls = 0;
  /** The options the client was created with (path, auth ...). */
  options: Record<string, unknown> = {};
  url: string | undefined;
  readonly #listeners = new Map<string, ((...args: unknown[]) => void)[]>();

  on(event: string, listener: (...args: never[]) => void): this {
    const list = this.#listeners.get(event) ?? [];
    list.push(listener as (...args: unknown[]) => void);
    this.#listeners.set(event, list);
    return this;
  }

  /**
   * How the server answers acknowledged emits (`new-user-add`): by default at once with `{ ok: true }`;
   * null leaves them unanswered (see `pendingAcks`).
   */
  ackAnswer: unknown = { ok: true };
  /** Acks the server has not answered yet. */
  readonly pendingAcks: ((answer: unknown) => void)[] = [];

  emit(event: string, ...args: unknown[]): this {
    const last = args[args.length - 1];
    const ack = typeof last === 'function' ? (last as (answer: unknown) => void) : null;
    this.emitted.push({ event, args: ack ? args.slice(0, -1) : args });
    if (ack && this.ackAnswer !== null) ack(this.ackAnswer);
    else if (ack) this.pendingAcks.push(ack);
    return this;
  }

  connect(): this {
    this.connectCalls += 1;
    this.active = true;
    return this;
  }

  disconnect(): this {
    const was = this.connected;
    this.connected = false;
    this.active = false;
    if (was) this.#fire('disconnect', 'io client disconnect');
    return this;
  }

  /** The handshake token the client would send now. */
  handshakeToken(): unknown {
    let sent: unknown;
    const auth = this.options.auth as ((cb: (data: { token?: unknown }) => void) => void) | undefined;
    auth?.((data) => (sent = data.token));
    return sent;
  }

  serverConnects(): void {
    this.connected = true;
    this.active = true;
    this.#fire('connect');
  }

  /** The transport dropped: socket.io keeps retrying on its own (`active` stays true). */
  drop(reason = 'transport close'): void {
    this.connected = false;
    this.#fire('disconnect', reason);
  }

  /** The server's middleware refused the handshake: socket.io stops retrying (`active` false). */
  serverRefuses(code = 'TOKEN_EXPIRED', message = 'Token expired'): void {
    this.connected = false;
    this.active = false;
    this.#fire('connect_error', Object.assign(new Error(message), { data: { code } }));
  }

  serverEmits(event: string, payload: unknown): void {
    this.#fire(event, payload);
  }

  emittedOf(event: string): unknown[][] {
    return this.emitted.filter((entry) => entry.event === event).map((entry) => entry.args);
  }

  #fire(event: string, ...args: unknown[]): void {
    for (const listener of this.#listeners.get(event) ?? []) listener(...args);
  }
}

/** A factory for `createChatSocket({ connect })` that records the sockets it made. */
export interface FakeSocketFactory extends SocketFactory {
  readonly sockets: FakeSocket[];
  /** The socket made last. */
  readonly last: FakeSocket;
}

export function fakeSocketFactory(): FakeSocketFactory {
  const sockets: FakeSocket[] = [];
  const factory: SocketFactory = (url, options) => {
    const socket = new FakeSocket();
    socket.url = url;
    socket.options = options as Record<string, unknown>;
    sockets.push(socket);
    return socket;
  };
  return Object.defineProperties(factory, {
    sockets: { value: sockets },
    last: {
      get: () => {
        const socket = sockets[sockets.length - 1];
        if (!socket) throw new Error('no socket was created');
        return socket;
      },
    },
  }) as FakeSocketFactory;
}
