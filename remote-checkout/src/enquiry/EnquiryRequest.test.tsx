import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, enquiryItemOf, orderItemOf, readEnquiryData, saveEnquiryData, type Customer, type RootStore, type StoredEnquiry } from 'shared';
import { ENQUIRY_PATHS } from 'shared/constants';
import { clientMessageIdSchema } from 'shared/contracts';
import { anId, aProduct, deferred, fakeApi, renderWithStore } from 'shared/testing';
import EnquiryRequest from './EnquiryRequest';

const CUSTOMER: Customer = { customerId: 'c0ffee00c0ffee00c0ffee00', name: 'Asha Rao', phoneNumber: '9876543210', countryCode: '+91' };
const LARGE = { _id: anId(), name: 'Large', basePrice: 1200, salePrice: null, stock: 3, discountPercentage: null };
const KURTA = aProduct({ name: 'Cotton Kurta', variants: [LARGE], pricing: { basePrice: 1200, taxApplicable: true, taxRate: 5 } });
const SECRET = aProduct({ name: 'Zari Dupatta', pricing: { basePrice: 0, priceVisible: false } });

const detailed = (): StoredEnquiry => ({ withPrice: true, items: [orderItemOf(KURTA, { quantity: 2 }), orderItemOf(SECRET)] });
const plain = (): StoredEnquiry => ({ withPrice: false, items: [enquiryItemOf(KURTA)] });

type Post = (path: string, body: unknown, schema: { parse: (value: unknown) => unknown }) => Promise<unknown>;

function renderView(enquiry: StoredEnquiry | null, post: Post = async () => ({})) {
  const api = Object.assign(fakeApi(), { post: jest.fn(post) });
  const onClose = jest.fn();
  const onSent = jest.fn();
  const result = renderWithStore(<EnquiryRequest onClose={onClose} onSent={onSent} />, {
    api,
    before: (root: RootStore) => {
      root.session.startSession(CUSTOMER, 'access-token');
      if (enquiry) saveEnquiryData(root.storage, enquiry);
    },
  });
  return { ...result, api, onClose, onSent };
}

/** The answer of the enquiry route for a request body (its message as the server stores it). */
const storedAnswer = (body: unknown) => ({
  message: 'success',
  newMessage: {
    _id: anId(),
    message: 'Detailed Enquiry Request',
    type: 'component',
    sender: 'user',
    senderId: CUSTOMER.customerId,
    caption: null,
    contentType: null,
    createdAt: new Date().toISOString(),
    clientId: CUSTOMER.customerId,
    customerId: CUSTOMER.customerId,
    clientMessageId: (body as { clientMessageId: string }).clientMessageId,
    payload: { kind: 'enquiry', withPrice: true, items: [], total: null },
    readAt: null,
  },
});

describe('EnquiryRequest', () => {
  it('shows the detailed kind with its prices and the send button reading Send Detailed Enquiry Request', () => {
    renderView(detailed());
    expect(screen.getByRole('heading', { name: 'Detailed Enquiry Request' })).toBeInTheDocument();
    const [kurta, secret] = within(screen.getByRole('list', { name: 'Detailed Enquiry Request' })).getAllByRole('listitem');
    // Large 1200 + 5 % = 1260, x 2
    expect(kurta).toHaveTextContent(/Cotton Kurta.*Large.*Qty 2.*₹2,520/);
    expect(secret).toHaveTextContent(/Zari Dupatta.*Price on request/);
    expect(screen.getByText('Total').parentElement).toHaveTextContent('Total₹2,520');
    expect(screen.getByRole('button', { name: 'Send Detailed Enquiry Request' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Send Enquiry Request' })).toBeNull();
  });

  it('shows an enquiry without prices with no price and the button reading Send Enquiry Request', () => {
    renderView(plain());
    expect(screen.getByRole('heading', { name: 'Enquiry Request' })).toBeInTheDocument();
    expect(screen.queryByText(/₹/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Enquiry Request' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Send Detailed Enquiry Request' })).toBeNull();
  });

  it('sends only ids and quantities, is busy meanwhile, then removes the stored enquiry and calls onSent', async () => {
    const user = userEvent.setup();
    const answer = deferred<unknown>();
    const { api, store, onSent, onClose } = renderView(detailed(), async (_path, body, schema) => schema.parse(await answer.promise.then(() => storedAnswer(body))));
    const button = screen.getByRole('button', { name: 'Send Detailed Enquiry Request' });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent('Sending…');
    await user.click(button);
    expect(api.post).toHaveBeenCalledTimes(1);
    const [path, body] = api.post.mock.calls[0]!;
    expect(path).toBe(ENQUIRY_PATHS.send);
    expect(body).toEqual({
      customerId: CUSTOMER.customerId,
      withPrice: true,
      items: [
        { productId: KURTA._id, variantId: LARGE._id, packageId: null, quantity: 2, itemType: 'product' },
        { productId: SECRET._id, variantId: null, packageId: null, quantity: 1, itemType: 'product' },
      ],
      clientMessageId: expect.any(String),
    });
    expect(clientMessageIdSchema.safeParse((body as { clientMessageId: string }).clientMessageId).success).toBe(true);
    expect(readEnquiryData(store.storage)).not.toBeNull();

    await act(async () => answer.resolve(undefined));
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(readEnquiryData(store.storage)).toBeNull();
  });

  it("shows the server's message as an error snackbar on failure, keeps the enquiry and retries with the same message id", async () => {
    const user = userEvent.setup();
    let fail = true;
    const { api, store, onSent } = renderView(plain(), async (_path, body, schema) => {
      if (fail) throw new ApiError(404, 'PRODUCT_NOT_FOUND', 'An item of the enquiry is not on sale here');
      return schema.parse(storedAnswer(body));
    });
    const button = screen.getByRole('button', { name: 'Send Enquiry Request' });
    await user.click(button);
    expect(store.ui.snackbars).toEqual([expect.objectContaining({ message: 'An item of the enquiry is not on sale here', severity: 'error' })]);
    expect(readEnquiryData(store.storage)).toEqual(plain());
    expect(onSent).not.toHaveBeenCalled();
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent('Send Enquiry Request');

    fail = false;
    await user.click(button);
    const ids = api.post.mock.calls.map(([, body]) => (body as { clientMessageId: string }).clientMessageId);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it('shows its own message when a failure carries none', async () => {
    const user = userEvent.setup();
    const { store } = renderView(plain(), async () => {
      throw new ApiError(0, 'NETWORK_ERROR', '');
    });
    await user.click(screen.getByRole('button', { name: 'Send Enquiry Request' }));
    expect(store.ui.snackbars.map((s) => s.message)).toEqual(['Failed to send enquiry request']);
  });

  it('Clear deletes the enquiry and closes the view without sending', async () => {
    const user = userEvent.setup();
    const { api, store, onClose, onSent } = renderView(detailed());
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(readEnquiryData(store.storage)).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSent).not.toHaveBeenCalled();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('closes at once when nothing is stored', () => {
    const { onClose } = renderView(null);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
