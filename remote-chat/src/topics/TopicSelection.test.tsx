import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ChatTopic, type Product, type TopicCategory } from 'shared';
import { CHAT_PATHS } from 'shared/constants';
import { aProduct, anId } from 'shared/testing';
import ChatWidget from '../widget/ChatWidget';
import { conversationOf } from '../testing/fake-conversation';
import { aTopic, aWidget, anAnswerWith, fakeChatApi, renderWidget, settle } from '../testing/widget-test-kit';

jest.mock('../conversation/conversation-store', () => jest.requireActual('../testing/fake-conversation').conversationStoreModule);
jest.mock('../conversation/ConversationView', () => jest.requireActual('../testing/fake-conversation').conversationViewModule);
jest.mock('../history/HistoryTab', () => jest.requireActual('../testing/fake-conversation').historyTabModule);

const CATALOGUE_ID = anId();
const custom = aTopic({ name: 'Track my order', quickReply: 'I would like to know the status of my order.' });
const catalogue = aTopic({ name: 'Shop Sarees', description: 'Browse sarees', type: 'catalogue', quickReply: null, catalogueType: 'product', catalogueId: CATALOGUE_ID });
const services = aTopic({ name: 'Book a Service', description: '', type: 'catalogue', quickReply: null, catalogueType: 'service', catalogueId: CATALOGUE_ID });
const template = aTopic({ name: 'Bulk orders', description: 'Tell us what you need', type: 'template', templateKey: 'bulk-enquiry', quickReply: null, price: 25000 });
const silk: TopicCategory = { _id: anId(), name: 'Silk Sarees', image: null, totalItems: 3, type: 'product', slug: 'silk' };
const tailoring: TopicCategory = { _id: anId(), name: 'Tailoring', image: null, totalItems: 2, type: 'service', slug: 'tailoring' };

const saree = (name: string): Product => aProduct({ name, price: 4500, pricing: { basePrice: 5000, salePrice: 4500, priceVisible: true } });
const blouse = aProduct({
  name: 'Blouse stitching',
  itemType: 'service',
  packages: [
    { _id: anId(), name: 'Basic', description: '', price: 1000, discountPercentage: 20, stock: null },
    { _id: anId(), name: 'Designer', description: '', price: 2500, discountPercentage: 0, stock: null },
  ],
});

function catalogueApi(pages: Product[][] = [[saree('Kanjivaram Silk')], [saree('Banarasi Silk')]]) {
  return fakeChatApi({
    [CHAT_PATHS.topicSubCategories]: (body) => ({
      message: 'success',
      data: { catalogue: { _id: CATALOGUE_ID, name: 'Sarees', image: null, slug: 'sarees' }, categories: body.selectedTopic === services.name ? [tailoring] : [silk] },
    }),
    [CHAT_PATHS.catalogueItems]: (query) =>
      query.type === 'service'
        ? { message: 'success', data: [blouse], size: 1 }
        : { message: 'success', data: pages[Number(query.page) - 1] ?? [], size: pages.length },
  });
}

function openTopics(topics: ChatTopic[] = [custom, catalogue, services, template], api = catalogueApi()) {
  const user = userEvent.setup();
  const view = renderWidget(<ChatWidget answer={anAnswerWith([aWidget({}, { topics })])} />, { loggedIn: true, api });
  act(() => view.store.ui.openChat(null));
  return { ...view, user, conversation: conversationOf(view.store) };
}

async function browse(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Browse topics' }));
}

describe('topic selection', () => {
  it('a custom topic posts its card with the quick reply and closes to the chat', async () => {
    const { user, conversation } = openTopics();
    await browse(user);
    await user.click(screen.getByRole('button', { name: /Track my order/ }));
    expect(conversation.sendComponent).toHaveBeenCalledWith(
      { kind: 'topic', topic: { name: 'Track my order', type: 'custom', description: 'Ask about an order', price: null, image: null } },
      'I would like to know the status of my order.',
    );
    expect(screen.getByTestId('conversation')).toBeInTheDocument();
  });

  it('a customer who has written before can skip the topics for the conversation', async () => {
    const { user, conversation } = openTopics();
    await browse(user);
    expect(screen.queryByRole('button', { name: 'Continue the conversation' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Track my order/ }));
    conversation.thread.push({ kind: 'message' });
    await browse(user);
    await user.click(screen.getByRole('button', { name: 'Continue the conversation' }));
    expect(screen.getByTestId('conversation')).toBeInTheDocument();
  });

  it('a template topic shows its card; Send posts it and closes to the chat', async () => {
    const { user, conversation } = openTopics();
    await browse(user);
    await user.click(screen.getByRole('button', { name: /Bulk orders/ }));
    expect(conversation.sendComponent).not.toHaveBeenCalled();
    const card = screen.getByRole('article');
    expect(card).toHaveAttribute('data-template', 'bulk-enquiry');
    expect(within(card).getByText('₹25,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(conversation.sendComponent).toHaveBeenCalledWith(expect.objectContaining({ kind: 'topic', topic: expect.objectContaining({ name: 'Bulk orders', type: 'template', price: 25000 }) }), 'Bulk orders');
    expect(screen.getByTestId('conversation')).toBeInTheDocument();
  });

  it('a catalogue topic posts its card and walks categories → items → cart, with the spec’s back rules', async () => {
    const { user, conversation, api, store } = openTopics();
    await browse(user);
    await user.click(screen.getByRole('button', { name: /Shop Sarees/ }));
    expect(conversation.sendComponent).toHaveBeenCalledWith(expect.objectContaining({ kind: 'topic' }), 'Shop Sarees');
    await settle();
    expect(api.post).toHaveBeenCalledWith(CHAT_PATHS.topicSubCategories, { selectedTopic: 'Shop Sarees' }, expect.anything(), expect.anything());

    await user.click(screen.getByRole('button', { name: /Silk Sarees/ }));
    await settle();
    expect(api.get).toHaveBeenCalledWith(CHAT_PATHS.catalogueItems, { catalogueId: CATALOGUE_ID, type: 'product', categoryId: silk._id, page: 1, limit: 20 }, expect.anything(), expect.anything());
    expect(screen.getByRole('heading', { name: 'Kanjivaram Silk' })).toBeInTheDocument();

    // load more: page 2 of 2, then no more
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await settle();
    expect(screen.getByRole('heading', { name: 'Banarasi Silk' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    // the cart button shows the count on the item list
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Kanjivaram Silk to cart' }));
    expect(store.cart.count).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Cart, 1 item' }));
    const cart = screen.getByRole('region', { name: 'checkout/CartSummary' });
    expect(within(cart).getByText('mode: "customer"')).toBeInTheDocument();

    // cart → categories → topics
    await user.click(within(cart).getByRole('button', { name: 'onBack' }));
    await settle();
    expect(screen.getByRole('button', { name: /Silk Sarees/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: /Track my order/ })).toBeInTheDocument();
  });

  it('back from an item list returns to its categories', async () => {
    const { user } = openTopics();
    await browse(user);
    await user.click(screen.getByRole('button', { name: /Shop Sarees/ }));
    await settle();
    await user.click(screen.getByRole('button', { name: /Silk Sarees/ }));
    await settle();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await settle();
    expect(screen.getByRole('button', { name: /Silk Sarees/ })).toBeInTheDocument();
  });

  it('services show each package at the discounted price with the savings', async () => {
    const { user } = openTopics();
    await browse(user);
    await user.click(screen.getByRole('button', { name: /Book a Service/ }));
    await settle();
    await user.click(screen.getByRole('button', { name: /Tailoring/ }));
    await settle();
    const packages = screen.getAllByRole('listitem').filter((li) => li.classList.contains('chat-package'));
    expect(packages[0]).toHaveTextContent('Basic₹800 was ₹1,000 Save ₹200');
    expect(packages[1]).toHaveTextContent('Designer₹2,500');
    expect(packages[1]).not.toHaveTextContent('Save');
  });

  it('adds a service to the cart with the package picked', async () => {
    const { user, store } = openTopics();
    await browse(user);
    await user.click(screen.getByRole('button', { name: /Book a Service/ }));
    await settle();
    await user.click(screen.getByRole('button', { name: /Tailoring/ }));
    await settle();
    await user.click(screen.getByRole('button', { name: 'Add Blouse stitching, Designer to cart' }));
    expect(store.cart.items[0]?.selectedPackage).toBe(blouse.packages[1]?._id);
  });

  it('a catalogue whose categories fail to load offers Try Again', async () => {
    let fail = true;
    const api = fakeChatApi({
      [CHAT_PATHS.topicSubCategories]: () => {
        if (fail) throw new Error('offline');
        return { message: 'success', data: { catalogue: { _id: CATALOGUE_ID, name: 'Sarees', image: null, slug: 'sarees' }, categories: [silk] } };
      },
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = openTopics([catalogue], api);
    await browse(user);
    await user.click(screen.getByRole('button', { name: /Shop Sarees/ }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the categories.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await settle();
    expect(screen.getByRole('button', { name: /Silk Sarees/ })).toBeInTheDocument();
    error.mockRestore();
  });

  it('the header’s cart opens topic selection with the cart summary; back goes to the topics', async () => {
    const { user, store } = openTopics();
    act(() => store.ui.openChat('cart_summary'));
    await user.click(within(screen.getByRole('region', { name: 'checkout/CartSummary' })).getByRole('button', { name: 'onBack' }));
    expect(screen.getByRole('button', { name: /Track my order/ })).toBeInTheDocument();
  });
});
