import { decodeChatSession, encodeChatSession, type ChatSession } from './chat-session';

const session: ChatSession = {
  customerId: '64b7f0c2a1d3e4f5a6b7c8d9',
  name: 'आशा Rao',
  phoneNumber: '9876543210',
  countryCode: '+91',
  hostname: 'demo.localhost',
  expiration: 864_000_000,
  expiresAt: 1_800_000_000_000,
};

describe('chat session encoding', () => {
  it('round-trips, including non-Latin names, in cookie-safe text', () => {
    const encoded = encodeChatSession(session);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeChatSession(encoded)).toEqual(session);
  });

  it.each([[null], [''], ['%%%'], [btoa('not json')], [btoa(JSON.stringify({ customerId: 'x' }))]])('rejects %p', (bad) => {
    expect(decodeChatSession(bad)).toBeNull();
  });

  it('fills defaults for older sessions without name or expiration', () => {
    const { name: _name, expiration: _expiration, ...older } = session;
    const decoded = decodeChatSession(encodeChatSession(older as ChatSession));
    expect(decoded?.name).toBe('');
    expect(decoded?.expiration).toBe(864_000_000);
  });
});
