import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, createMemoryStorage, createSafeStorage, OWNER_SESSION_KEY, RootStore, StoreProvider, type ApiClient, type ChatSettingsAnswer, type OwnerApi } from 'shared';
import { BUSINESS_HOURS_PATHS, CHAT_SETTINGS_PATHS } from 'shared/constants';
import { ACCOUNT_TYPE_ID, fakeApi } from 'shared/testing';
import OwnerChatSettings from './OwnerChatSettings';

const CATALOGUE = 'c'.repeat(24);
const ANSWER: ChatSettingsAnswer = {
  message: 'success',
  data: {
    headerTitle: 'Chat with Kaveri',
    themeColor: '#B45309',
    enabled: true,
    topics: [
      { type: 'catalogue', catalogueId: CATALOGUE, name: 'Shop Sarees', description: 'Browse our sarees', image: '/uploads/demo/catalogues/sarees.png' },
      { type: 'custom', name: 'Track my order', description: 'Ask about an order', quickReply: 'Where is my order?', pricePaise: null, image: null },
      { type: 'template', templateKey: 'bulk-enquiry', name: 'Bulk orders', description: 'Get a quote', pricePaise: 2_500_000, image: null },
    ],
  },
  catalogues: [{ id: CATALOGUE, name: 'Sarees & Apparel', type: 'product', image: null }],
  templates: [
    { key: 'bulk-enquiry', name: 'Bulk & wedding orders', description: 'Tell us what you need' },
    { key: 'visit-booking', name: 'Book a visit', description: 'Pick a day' },
  ],
};

const HOURS = {
  message: 'success',
  data: { enabled: false, timeZone: 'Asia/Kolkata', awayMessage: '', week: [[{ open: '10:00', close: '19:00' }], [], [], [], [], [], []] },
};

/** The page with a logged-in owner whose client's `get` and `post` are the network edge the test answers. */
function renderSettings() {
  const client = { get: jest.fn(async (path: string) => (path === BUSINESS_HOURS_PATHS.owner ? HOURS : ANSWER)), post: jest.fn() };
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
      <MemoryRouter initialEntries={['/owner/chat-settings']}>
        <OwnerChatSettings />
      </MemoryRouter>
    </StoreProvider>,
  );
  return { ...view, client };
}

const topicNames = () => within(screen.getByRole('list')).getAllByLabelText('Name').map((input) => (input as HTMLInputElement).value);
const saveButton = () => screen.getByRole('button', { name: 'Save chat settings' });

describe('OwnerChatSettings', () => {
  it('shows the title, colour and topics of every kind in labelled fields, and passes axe', async () => {
    const { container, client } = renderSettings();
    expect(await screen.findByLabelText('Header title')).toHaveValue('Chat with Kaveri');
    expect(client.get).toHaveBeenCalledWith(CHAT_SETTINGS_PATHS.settings, null, expect.anything());
    expect(screen.getByLabelText('Theme colour')).toHaveValue('#B45309');
    expect(screen.getByRole('checkbox', { name: 'Show the chat on my site' })).toBeChecked();
    expect(topicNames()).toEqual(['Shop Sarees', 'Track my order', 'Bulk orders']);
    expect(screen.getByText(': Sarees & Apparel')).toBeInTheDocument();
    // the business hours are a form of their own below
    expect(await screen.findByRole('form', { name: 'Business hours' })).toBeInTheDocument();
    expect(screen.getAllByLabelText('Price from (₹)').map((i) => (i as HTMLInputElement).value)).toEqual(['', '25000']);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('moves topics with the keyboard, keeps focus on the moved topic and says where it went', async () => {
    const user = userEvent.setup();
    renderSettings();
    await screen.findByLabelText('Header title');
    screen.getByRole('button', { name: 'Move Track my order up' }).focus();
    await user.keyboard('{Enter}');
    expect(topicNames()).toEqual(['Track my order', 'Shop Sarees', 'Bulk orders']);
    expect(screen.getByText('Track my order moved to position 1 of 3')).toBeInTheDocument();
    // at the top its Up is disabled: focus goes to its Down, and Space moves it back
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Track my order down' })).toHaveFocus());
    await user.keyboard(' ');
    expect(topicNames()).toEqual(['Shop Sarees', 'Track my order', 'Bulk orders']);
  });

  it('refuses a bad colour and a bad price beside their fields, sending nothing and losing nothing typed', async () => {
    const user = userEvent.setup();
    const { client } = renderSettings();
    const colour = await screen.findByLabelText('Theme colour');
    await user.clear(colour);
    await user.type(colour, 'teal');
    const price = screen.getAllByLabelText('Price from (₹)')[0]!;
    await user.type(price, 'a lot');
    await user.click(saveButton());
    expect(client.post).not.toHaveBeenCalled();
    expect(colour).toHaveAccessibleDescription(expect.stringContaining('Enter a colour such as #0F766E'));
    expect(price).toHaveAccessibleDescription(expect.stringContaining('Enter a price in rupees'));
    expect(colour).toHaveValue('teal');
    expect(price).toHaveValue('a lot');
  });

  it('adds a custom topic and a template, saves the whole list in order with prices in paise', async () => {
    const user = userEvent.setup();
    const { client } = renderSettings();
    await screen.findByLabelText('Header title');
    await user.click(screen.getByRole('button', { name: 'Add a custom topic' }));
    await waitFor(() => expect(within(screen.getByRole('list')).getAllByLabelText('Name')[3]).toHaveFocus());
    await user.keyboard('Gift wrapping');
    await user.type(screen.getAllByLabelText('Price from (₹)')[2]!, '49.50');
    await user.selectOptions(screen.getByLabelText('Template'), 'visit-booking');
    await user.click(screen.getByRole('button', { name: 'Add template' }));
    client.post.mockResolvedValueOnce({ ...ANSWER, message: 'Chat settings saved' });
    await user.click(saveButton());
    expect(await screen.findByText('Chat settings saved')).toBeInTheDocument();
    const [path, body] = client.post.mock.calls[0] as [string, { topics: { name: string; pricePaise?: number | null }[] }];
    expect(path).toBe(CHAT_SETTINGS_PATHS.settings);
    expect(body.topics.map((t) => t.name)).toEqual(['Shop Sarees', 'Track my order', 'Bulk orders', 'Gift wrapping', 'Book a visit']);
    expect(body.topics[2]!.pricePaise).toBe(2_500_000);
    expect(body.topics[3]!.pricePaise).toBe(4_950);
  });

  it("shows the server's refusal of one topic beside that topic's field", async () => {
    const user = userEvent.setup();
    const { client } = renderSettings();
    await screen.findByLabelText('Header title');
    client.post.mockRejectedValueOnce(new ApiError(400, 'VALIDATION_ERROR', 'Invalid body: topics.1.image: A topic picture must be one it already has'));
    client.post.mockRejectedValueOnce(new ApiError(404, 'CATALOGUE_NOT_FOUND', 'Catalogue not found'));
    await user.click(saveButton());
    expect(await screen.findByText('Please correct the marked fields.')).toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByText('Catalogue not found')).toBeInTheDocument();
  });
});
