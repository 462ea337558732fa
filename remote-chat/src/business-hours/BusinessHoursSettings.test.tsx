import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { ApiError, createMemoryStorage, createSafeStorage, OWNER_SESSION_KEY, RootStore, StoreProvider, type ApiClient, type BusinessHoursAnswer, type OwnerApi } from 'shared';
import { BUSINESS_HOURS_PATHS } from 'shared/constants';
import { HOURS_MESSAGES } from 'shared/rules';
import { ACCOUNT_TYPE_ID, fakeApi } from 'shared/testing';
import { BusinessHoursSettings } from './BusinessHoursSettings';

const SAVED: BusinessHoursAnswer = {
  message: 'success',
  data: {
    enabled: true,
    timeZone: 'Asia/Kolkata',
    awayMessage: 'We are away',
    week: [[{ open: '10:00', close: '13:00' }, { open: '14:00', close: '24:00' }], [{ open: '10:00', close: '19:00' }], [], [], [], [], []],
  },
};

/** The form for a logged-in owner whose client's `get` and `post` are the network edge the test answers. */
function renderHours(answer: BusinessHoursAnswer = SAVED) {
  const client = { get: jest.fn(async () => answer), post: jest.fn() };
  const ownerApi = { client, login: jest.fn(), logout: jest.fn(async () => undefined) };
  const storage = createMemoryStorage({
    userAccessToken: 'owner-token',
    [OWNER_SESSION_KEY]: JSON.stringify({ owner: { name: 'Lakshmi', email: 'owner@demo.localhost' }, subdomain: 'demo', accountTypeId: ACCOUNT_TYPE_ID, editMode: false }),
  });
  const store = new RootStore({
    api: fakeApi() as unknown as ApiClient,
    ownerApi: ownerApi as unknown as OwnerApi,
    window: null,
    cookies: null,
    storage: createSafeStorage({ local: () => storage, session: () => null }),
    getHostname: () => 'demo.localhost',
    navigate: jest.fn(),
  });
  store.hydrate();
  const view = render(
    <StoreProvider store={store}>
      <div className="chat-settings">
        <BusinessHoursSettings />
      </div>
    </StoreProvider>,
  );
  return { ...view, client, user: userEvent.setup() };
}

const day = (name: string) => screen.getByRole('group', { name });
const save = () => screen.getByRole('button', { name: 'Save business hours' });

describe('BusinessHoursSettings', () => {
  it('shows each day open or closed with its intervals, midnight as 12:00 am, and passes axe', async () => {
    const { container, client } = renderHours();
    expect(await screen.findByLabelText('Away message')).toHaveValue('We are away');
    expect(client.get).toHaveBeenCalledWith(BUSINESS_HOURS_PATHS.owner, null, expect.anything());
    expect(within(day('Monday')).getAllByLabelText('Closes').map((i) => (i as HTMLInputElement).value)).toEqual(['13:00', '00:00']);
    expect(within(day('Wednesday')).getByRole('checkbox', { name: 'Open on Wednesday' })).not.toBeChecked();
    expect(screen.getByLabelText('Time zone')).toHaveValue('Asia/Kolkata');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('refuses a close before the opening and overlapping hours beside them, sending nothing and keeping what was typed', async () => {
    const { client, user } = renderHours();
    await screen.findByLabelText('Away message');
    const tuesday = day('Tuesday');
    const close = within(tuesday).getByLabelText('Closes');
    await user.clear(close);
    await user.type(close, '09:00');
    await user.click(within(day('Monday')).getByRole('button', { name: 'Add hours on Monday' }));
    const opens = within(day('Monday')).getAllByLabelText('Opens');
    await user.clear(opens[2]!);
    await user.type(opens[2]!, '12:00');
    await user.click(save());
    expect(client.post).not.toHaveBeenCalled();
    expect(close).toHaveAccessibleDescription(HOURS_MESSAGES.closeAfterOpen);
    expect(close).toHaveValue('09:00');
    expect(within(day('Monday')).getAllByLabelText('Opens').some((i) => i.getAttribute('aria-invalid') === 'true')).toBe(true);
    expect(screen.getByText(HOURS_MESSAGES.overlap)).toBeInTheDocument();
  });

  it('asks for the away message while the hours are on', async () => {
    const { client, user } = renderHours();
    await user.clear(await screen.findByLabelText('Away message'));
    await user.click(save());
    expect(client.post).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Away message')).toHaveAccessibleDescription(expect.stringContaining('Write the message customers see while you are away'));
  });

  it('opens a closed day, saves the week with midnight as 24:00, and says it saved', async () => {
    const { client, user } = renderHours();
    await screen.findByLabelText('Away message');
    await user.click(within(day('Sunday')).getByRole('checkbox', { name: 'Open on Sunday' }));
    client.post.mockResolvedValueOnce({ ...SAVED, message: 'Business hours saved' });
    await user.click(save());
    expect(await screen.findByText('Business hours saved')).toBeInTheDocument();
    const [path, body] = client.post.mock.calls[0] as [string, { week: { open: string; close: string }[][] }];
    expect(path).toBe(BUSINESS_HOURS_PATHS.owner);
    expect(body.week[0]).toEqual([{ open: '10:00', close: '13:00' }, { open: '14:00', close: '24:00' }]);
    expect(body.week[6]).toEqual([{ open: '10:00', close: '19:00' }]);
  });

  it("shows the server's refusal and keeps the form", async () => {
    const { client, user } = renderHours();
    await screen.findByLabelText('Away message');
    client.post.mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR', 'You are offline'));
    await user.click(save());
    expect(await screen.findByText('You are offline')).toBeInTheDocument();
    expect(screen.getByLabelText('Away message')).toHaveValue('We are away');
  });
});
