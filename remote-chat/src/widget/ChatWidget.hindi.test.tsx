import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared';
import { BUSINESS_HOURS_PATHS, CUSTOMER_AUTH_PATHS } from 'shared/constants';
import { chatMessages } from '../i18n/use-t';
import { aWidget, anAnswerWith, fakeChatApi, renderWidget, settle } from '../testing/widget-test-kit';
import ChatWidget from './ChatWidget';

jest.mock('../conversation/conversation-store', () => jest.requireActual('../testing/fake-conversation').conversationStoreModule);
jest.mock('../conversation/ConversationView', () => jest.requireActual('../testing/fake-conversation').conversationViewModule);
jest.mock('../history/HistoryTab', () => jest.requireActual('../testing/fake-conversation').historyTabModule);

/** Monday to Saturday 10 am to 7 pm in Kolkata. */
const HOURS = {
  timeZone: 'Asia/Kolkata',
  awayMessage: 'We are closed for the day. Leave a message!',
  week: [...Array.from({ length: 6 }, () => [{ open: '10:00', close: '19:00' }]), []],
};

const api = () =>
  fakeChatApi({
    [BUSINESS_HOURS_PATHS.widget]: () => ({ message: 'success', data: { hours: HOURS, typicalReplySeconds: 290 } }),
    [CUSTOMER_AUTH_PATHS.sendCode]: () => ({ message: 'success', resendAfterSeconds: 30 }),
    [CUSTOMER_AUTH_PATHS.verifyCode]: () => {
      throw new ApiError(400, 'INVALID_CODE', 'Wrong code');
    },
  });

function openInHindi(headerTitle = 'Chat with us') {
  const view = renderWidget(<ChatWidget answer={anAnswerWith([aWidget({}, { headerTitle })])} />, { api: api(), locale: 'hi' });
  act(() => view.store.ui.openChat(null));
  return view;
}

describe('the widget on a Hindi page', () => {
  beforeAll(() => chatMessages.load('hi'));
  afterEach(() => jest.useRealTimers());

  it('says its header, tabs and typical reply time in Hindi; the default title too', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T11:00:00+05:30') });
    openInHindi();
    const panel = screen.getByRole('dialog', { name: 'हमसे चैट करें' });
    expect(await within(panel.querySelector('header')!).findByText('आमतौर पर 5 मिनट में जवाब देते हैं')).toBeInTheDocument();
    expect(within(panel).getByRole('tab', { name: 'चैट' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'चैट बंद करें' })).toBeInTheDocument();
  });

  it("keeps the owner's own title and away message as the owner wrote them, and says when they reply in Hindi", async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T20:30:00+05:30') });
    openInHindi('Kaveri Silks');
    expect(screen.getByRole('dialog', { name: 'Kaveri Silks' })).toBeInTheDocument();
    const note = await screen.findByRole('note', { name: 'अभी हम उपलब्ध नहीं हैं' });
    expect(within(note).getByText('We are closed for the day. Leave a message!')).toBeInTheDocument();
    expect(within(note).getByText('हम कल सुबह 10 बजे से जवाब देंगे')).toBeInTheDocument();
  });

  it('logs in in Hindi: the prompt, the phone and code steps, and the refusal of a wrong code', async () => {
    const user = userEvent.setup();
    openInHindi();
    expect(screen.getByText('हमसे चैट शुरू करने के लिए अपना फ़ोन नंबर डालें।')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'देश का कोड' })).toHaveDisplayValue('भारत (+91)');
    await user.type(screen.getByRole('textbox', { name: 'फ़ोन नंबर' }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'कोड भेजें' }));
    await settle();
    expect(screen.getByText('+91 9876543210 पर भेजा गया 6 अंकों का कोड डालें।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /सेकंड में कोड फिर से भेजें/ })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'OTP कोड' }), '111111');
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('OTP गलत है। कृपया फिर से कोशिश करें।');
  });
});
