import { localSystemLine } from './local-lines';
import { isLocalMessage, lastStoredAt } from './thread-merge';

describe('localSystemLine', () => {
  it('is a system line of this page only, which a catch-up never starts from', () => {
    const line = localSystemLine('Pick a topic', 'c0ffee0000000000000000c1', '2025-03-12T10:00:00.000Z');
    expect(line).toMatchObject({ message: 'Pick a topic', sender: 'system', type: 'text', clientId: 'c0ffee0000000000000000c1', readAt: null });
    expect(isLocalMessage(line)).toBe(true);
    expect(lastStoredAt([line])).toBeNull();
  });

  it('gives every line an id of its own', () => {
    expect(localSystemLine('a', '', 'x')._id).not.toBe(localSystemLine('a', '', 'x')._id);
  });
});
