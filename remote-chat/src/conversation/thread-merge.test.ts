import { aChatMessage } from './conversation-test-kit';
import { isKnownMessage, lastStoredAt, LOCAL_ID_PREFIX, markReadUpTo, mergeMessages } from './thread-merge';

const at = (minute: number) => `2025-03-12T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('mergeMessages', () => {
  it('orders the thread by time, oldest first', () => {
    const late = aChatMessage({ createdAt: at(5) });
    const early = aChatMessage({ createdAt: at(1) });
    expect(mergeMessages([late], [early])).toEqual([early, late]);
  });

  it('replaces a copy found by server id or by client id instead of doubling it', () => {
    const sent = aChatMessage({ sender: 'user', clientMessageId: 'abc123def456', createdAt: at(1) });
    const echo = { ...sent, _id: sent._id };
    const sameClientId = aChatMessage({ sender: 'user', clientMessageId: 'abc123def456', createdAt: at(1) });
    expect(mergeMessages([sent], [echo, sameClientId])).toHaveLength(1);
    expect(isKnownMessage([sent], sameClientId)).toBe(true);
  });

  it('keeps a read time a stale copy lacks', () => {
    const read = aChatMessage({ readAt: at(9) });
    expect(mergeMessages([read], [{ ...read, readAt: null }])[0]!.readAt).toBe(at(9));
  });

  it('never takes two messages without client ids for one', () => {
    expect(mergeMessages([aChatMessage()], [aChatMessage()])).toHaveLength(2);
  });

  it('keeps the order of messages of the same time', () => {
    const a = aChatMessage({ createdAt: at(3), message: 'a' });
    const b = aChatMessage({ createdAt: at(3), message: 'b' });
    expect(mergeMessages([a], [b]).map((m) => m.message)).toEqual(['a', 'b']);
  });
});

describe('lastStoredAt', () => {
  it('is the newest server message’s time, skipping this page’s own lines', () => {
    const stored = aChatMessage({ createdAt: at(2) });
    const local = aChatMessage({ _id: `${LOCAL_ID_PREFIX}x`, createdAt: at(4) });
    expect(lastStoredAt([stored, local])).toBe(at(2));
    expect(lastStoredAt([local])).toBeNull();
  });
});

describe('markReadUpTo', () => {
  it('marks the unread messages of one side up to the read time', () => {
    const thread = [
      aChatMessage({ sender: 'user', createdAt: at(1) }),
      aChatMessage({ sender: 'business', createdAt: at(2) }),
      aChatMessage({ sender: 'user', createdAt: at(3), readAt: at(3) }),
      aChatMessage({ sender: 'user', createdAt: at(6) }),
    ];
    const marked = markReadUpTo(thread, 'user', at(5));
    expect(marked.map((m) => m.readAt)).toEqual([at(5), null, at(3), null]);
  });

  it('returns the same thread when nothing changes', () => {
    const thread = [aChatMessage({ sender: 'business', createdAt: at(1) })];
    expect(markReadUpTo(thread, 'user', at(5))).toBe(thread);
  });
});
