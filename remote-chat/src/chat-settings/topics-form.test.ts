import { bodyOf, moveTopic, newCustomTopic, PRICE_MESSAGE, pricePaiseOf } from './topics-form';

describe('the chat settings form', () => {
  it('moves a topic one place up or down, and leaves the list as it is at either end', () => {
    expect(moveTopic(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveTopic(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveTopic(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveTopic(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it.each([
    ['', null],
    ['250', 25_000],
    ['99.5', 9_950],
    ['1,499.99', 149_999],
    ['12.345', undefined],
    ['-5', undefined],
    ['ten', undefined],
  ])('reads the price %j as %j paise', (text, paise) => {
    expect(pricePaiseOf(text)).toBe(paise);
  });

  it('sends prices in paise and names a price that is no amount by its path', () => {
    const good = { ...newCustomTopic(), name: 'Gift wrap', priceText: '49' };
    const bad = { ...newCustomTopic(), name: 'Custom', priceText: 'lots' };
    const { body, priceErrors } = bodyOf({ headerTitle: 'Chat', themeColor: '#0F766E', enabled: true, topics: [good, bad] });
    expect(body.topics[0]).toEqual({ type: 'custom', name: 'Gift wrap', description: '', quickReply: '', pricePaise: 4_900, image: null });
    expect(priceErrors).toEqual({ 'topics.1.pricePaise': PRICE_MESSAGE });
  });
});
