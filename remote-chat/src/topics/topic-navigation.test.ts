import type { ChatTopic, TopicCategory } from 'shared';
import { backFrom, cartFrom, TOPICS_VIEW, viewForTopic, type TopicView } from './topic-navigation';

const topic = (type: ChatTopic['type']): ChatTopic => ({
  name: `${type} topic`,
  description: '',
  image: null,
  price: null,
  type,
  templateKey: type === 'template' ? 'bulk-enquiry' : null,
  quickReply: null,
  catalogueType: type === 'catalogue' ? 'product' : null,
  catalogueId: type === 'catalogue' ? 'a'.repeat(24) : null,
});
const catalogue = topic('catalogue');
const category: TopicCategory = { _id: 'c'.repeat(24), name: 'Sarees', image: null, totalItems: 3, type: 'product', slug: 'sarees' };
const items: TopicView = { name: 'items', topic: catalogue, category, catalogueId: 'a'.repeat(24) };
const categories: TopicView = { name: 'categories', topic: catalogue };

describe('backFrom (spec: item list → categories, categories → topics, cart → categories)', () => {
  it.each<[string, TopicView, TopicView]>([
    ['item list → categories', items, categories],
    ['categories → topics', categories, TOPICS_VIEW],
    ['cart from a catalogue → its categories', { name: 'cart', topic: catalogue }, categories],
    ['cart opened on its own → topics', { name: 'cart', topic: null }, TOPICS_VIEW],
    ['template → topics', { name: 'template', topic: topic('template') }, TOPICS_VIEW],
    ['topics stay', TOPICS_VIEW, TOPICS_VIEW],
  ])('%s', (_name, from, to) => {
    expect(backFrom(from)).toEqual(to);
  });
});

describe('cartFrom', () => {
  it('remembers the catalogue of an item list, so back returns to its categories', () => {
    expect(cartFrom(items)).toEqual({ name: 'cart', topic: catalogue });
    expect(backFrom(cartFrom(items))).toEqual(categories);
  });

  it('opened from the topic list it has no catalogue', () => {
    expect(cartFrom(TOPICS_VIEW)).toEqual({ name: 'cart', topic: null });
  });
});

describe('viewForTopic', () => {
  it.each<[ChatTopic['type'], TopicView['name'] | null]>([
    ['catalogue', 'categories'],
    ['template', 'template'],
    ['custom', null],
  ])('a %s topic opens %s', (type, name) => {
    expect(viewForTopic(topic(type))?.name ?? null).toBe(name);
  });
});
