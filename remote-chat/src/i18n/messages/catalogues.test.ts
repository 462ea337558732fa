import { CHAT_MESSAGES, CHECKOUT_MESSAGES, COD_MESSAGES, codLine, CUSTOMER_LOGIN_MESSAGES, ENQUIRY_MESSAGES, ORDER_HISTORY_MESSAGES, ORDER_UPDATE_LINES, PAYMENT_MESSAGES, shippedLine } from 'shared/constants';
import { CHAT_FLOW_PROMPTS, attachmentTooLargeMessage, invalidAttachmentTypeMessage, replyFromText, typicalReplyText } from 'shared/rules';
import { catalogueDifferences } from 'shared/testing';
import { replyFromLine, typicalReplyLine } from '../../availability/availability-text';
import { attachmentProblem } from '../../conversation/attachment-problem';
import { MICROPHONE_ERROR } from '../../conversation/composer/audio-recorder';
import { sayShared } from '../shared-texts';
import { chatMessages, englishChat } from '../use-t';
import en from './en.json';
import hi from './hi.json';

it('every message of the chat widget is in Hindi with the same placeholders, and Hindi has no other', () => {
  expect(catalogueDifferences(en, hi)).toEqual([]);
});

describe('the English catalogue says what the shared rules say', () => {
  it.each([
    CHAT_MESSAGES.sendFailed,
    PAYMENT_MESSAGES.notConfigured,
    ENQUIRY_MESSAGES.sent,
    CHAT_FLOW_PROMPTS.phoneEntry,
    CHAT_FLOW_PROMPTS.sessionCheckFailed,
    ...Object.values(CUSTOMER_LOGIN_MESSAGES),
    CHECKOUT_MESSAGES.orderCreated,
    ORDER_HISTORY_MESSAGES.cancelled,
    ORDER_UPDATE_LINES.paymentReceived,
    ORDER_UPDATE_LINES.orderCompleted,
    ORDER_UPDATE_LINES.orderExpired,
    COD_MESSAGES.refusedLine,
    ORDER_UPDATE_LINES.paymentNotConfirmed('No such credit'),
    ORDER_UPDATE_LINES.stageCompleted('Packed'),
    ORDER_UPDATE_LINES.stageReopened('Packed'),
    shippedLine('Delhivery', 'DL123'),
    codLine('₹1,500'),
  ])('%s', (line) => {
    expect(sayShared(englishChat, line)).toBe(line);
  });

  it.each([30, 59, 60, 61, 290, 2_700, 2_701, 3_600, 3_601, 7_200, 82_800, 86_400, 400_000])('the typical reply time of %i s', (seconds) => {
    expect(typicalReplyLine(englishChat, seconds)).toBe(typicalReplyText(seconds));
  });

  const week = [...Array.from({ length: 5 }, () => [{ open: '10:30', close: '19:00' }]), [{ open: '16:00', close: '20:00' }], []];
  it.each(['2026-11-23T08:00:00+05:30', '2026-11-23T20:30:00+05:30', '2026-11-27T20:30:00+05:30', '2026-11-28T21:00:00+05:30', '2026-11-23T12:00:00+05:30'])(
    'when the business replies, at %s',
    (moment) => {
      expect(replyFromLine(englishChat, 'en', week, 'Asia/Kolkata', new Date(moment))).toBe(replyFromText(week, 'Asia/Kolkata', new Date(moment)));
    },
  );

  it("the picker's type and size problems, and the microphone alert", () => {
    expect(attachmentProblem(englishChat, 'image', { type: 'text/plain', size: 10 })).toBe(invalidAttachmentTypeMessage('image'));
    expect(attachmentProblem(englishChat, 'document', { type: 'application/pdf', size: 200 * 1024 * 1024 })).toBe(attachmentTooLargeMessage('document'));
    expect(englishChat('composer.microphoneError')).toBe(MICROPHONE_ERROR);
  });
});

describe('in Hindi', () => {
  it('says the away line with the time as hi-IN writes it, and the owner-independent lines in Hindi', async () => {
    const t = await chatMessages.load('hi');
    const week = [...Array.from({ length: 6 }, () => [{ open: '10:00', close: '19:00' }]), []];
    expect(replyFromLine(t, 'hi', week, 'Asia/Kolkata', new Date('2026-11-23T20:30:00+05:30'))).toBe('हम कल सुबह 10 बजे से जवाब देंगे');
    expect(replyFromLine(t, 'hi', week, 'Asia/Kolkata', new Date('2026-11-28T20:30:00+05:30'))).toBe('हम सोमवार को सुबह 10 बजे से जवाब देंगे');
    const afternoon = [[{ open: '16:30', close: '20:00' }], [], [], [], [], [], []];
    expect(replyFromLine(t, 'hi', afternoon, 'Asia/Kolkata', new Date('2026-11-23T09:00:00+05:30'))).toBe('हम आज शाम 4:30 बजे से जवाब देंगे');
    expect(typicalReplyLine(t, 290)).toBe('आमतौर पर 5 मिनट में जवाब देते हैं');
    expect(sayShared(t, ORDER_UPDATE_LINES.paymentNotConfirmed('No such credit'))).toBe('भुगतान की पुष्टि नहीं हुई: No such credit');
    expect(sayShared(t, 'A message of the API')).toBe('A message of the API');
    expect(attachmentProblem(t, 'image', { type: 'text/plain', size: 10 })).toBe('यह तस्वीर का सही फ़ाइल प्रकार नहीं है। कृपया सही तस्वीर चुनें।');
  });
});
