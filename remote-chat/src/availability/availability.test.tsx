import { act, screen, within } from '@testing-library/react';
import { BUSINESS_HOURS_PATHS } from 'shared/constants';
import ChatWidget from '../widget/ChatWidget';
import { aWidget, anAnswerWith, fakeChatApi, renderWidget } from '../testing/widget-test-kit';

jest.mock('../conversation/conversation-store', () => jest.requireActual('../testing/fake-conversation').conversationStoreModule);
jest.mock('../conversation/ConversationView', () => jest.requireActual('../testing/fake-conversation').conversationViewModule);
jest.mock('../history/HistoryTab', () => jest.requireActual('../testing/fake-conversation').historyTabModule);

/** Monday to Saturday 10 am to 7 pm in Kolkata. */
const HOURS = {
  timeZone: 'Asia/Kolkata',
  awayMessage: 'We are closed for the day. Leave a message!',
  week: [...Array.from({ length: 6 }, () => [{ open: '10:00', close: '19:00' }]), []],
};

function openWidgetAt(moment: string, data: { hours: typeof HOURS | null; typicalReplySeconds: number | null }) {
  jest.useFakeTimers({ now: new Date(moment) });
  const api = fakeChatApi({ [BUSINESS_HOURS_PATHS.widget]: () => ({ message: 'success', data }) });
  const view = renderWidget(<ChatWidget answer={anAnswerWith([aWidget()])} />, { api });
  act(() => view.store.ui.openChat(null));
  return { ...view, api };
}

describe('the widget outside and inside opening hours', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the away message and when the business replies, asked for this site', async () => {
    const { api } = openWidgetAt('2026-11-23T20:30:00+05:30', { hours: HOURS, typicalReplySeconds: null });
    const note = await screen.findByRole('note', { name: 'We are away' });
    expect(within(note).getByText('We are closed for the day. Leave a message!')).toBeInTheDocument();
    expect(within(note).getByText('We reply from 10 am tomorrow')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(BUSINESS_HOURS_PATHS.widget, { subdomain: 'demo' }, expect.anything());
  });

  it('says nothing extra inside opening hours, and shows the typical reply time in the header', async () => {
    openWidgetAt('2026-11-23T11:00:00+05:30', { hours: HOURS, typicalReplySeconds: 290 });
    const header = screen.getByRole('dialog', { name: 'Chat with us' }).querySelector('header')!;
    expect(await within(header).findByText('Typically replies in 5 minutes')).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'We are away' })).toBeNull();
  });

  it('leaves the note out while the owner keeps no hours, and the header line without enough replies', async () => {
    const { api } = openWidgetAt('2026-11-23T23:00:00+05:30', { hours: null, typicalReplySeconds: null });
    await act(async () => Promise.all(api.get.mock.results.map((r) => r.value as Promise<unknown>)));
    expect(screen.queryByRole('note', { name: 'We are away' })).toBeNull();
    expect(screen.queryByText(/Typically replies/)).toBeNull();
  });

  it('shows the away line once closing time passes while the chat is open', async () => {
    openWidgetAt('2026-11-23T18:59:30+05:30', { hours: HOURS, typicalReplySeconds: null });
    await act(async () => undefined);
    expect(screen.queryByRole('note', { name: 'We are away' })).toBeNull();
    act(() => jest.advanceTimersByTime(60_000));
    expect(await screen.findByText('We reply from 10 am tomorrow')).toBeInTheDocument();
  });
});
