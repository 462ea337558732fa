import { ENQUIRY_MESSAGES } from 'shared/constants';
import { CONFIRMATION_MESSAGE_DELAY_MS } from 'shared/rules';
import { aChatMessage, settle, setupConversation } from './conversation-test-kit';

afterEach(() => jest.useRealTimers());

describe('ConversationStore: a sent enquiry', () => {
  it('fetches the enquiry’s card when the confirmation is due and says below it that the enquiry was sent', async () => {
    jest.useFakeTimers();
    const setup = setupConversation();
    setup.store.start();
    setup.sockets.last.serverConnects();
    await settle();
    // the card the server stored, which the socket did not bring
    setup.server.add(aChatMessage({ sender: 'user', type: 'component', message: 'Enquiry Request: Kanjivaram Silk Saree × 1' }));
    setup.store.confirmEnquiry();
    jest.advanceTimersByTime(CONFIRMATION_MESSAGE_DELAY_MS - 1);
    await settle();
    expect(setup.store.messages.map((m) => m.message)).not.toContain(ENQUIRY_MESSAGES.sent);
    jest.advanceTimersByTime(1);
    await settle();
    const messages = setup.store.messages;
    expect(messages.slice(-2).map((m) => [m.sender, m.message])).toEqual([
      ['user', 'Enquiry Request: Kanjivaram Silk Saree × 1'],
      ['system', ENQUIRY_MESSAGES.sent],
    ]);
  });
});
