import { createTranslator } from './translator';

const en = { pay: 'Pay {amount}', items: '{count, plural, one {# item} other {# items}}', english: 'Only in English' };
const hi = { pay: '{amount} चुकाएँ', items: '{count, plural, one {# सामान} other {# सामान}}' };

describe('createTranslator', () => {
  it('says English messages with their values at once', () => {
    const translator = createTranslator<keyof typeof en>({ en, hi: async () => ({ default: hi }) });
    const t = translator.now('en');
    expect([t('pay', { amount: '₹293' }), t('items', { count: 1 }), t('items', { count: 3 })]).toEqual(['Pay ₹293', '1 item', '3 items']);
  });

  it('says Hindi once its catalogue is loaded, English before, and English for a message Hindi lacks', async () => {
    const translator = createTranslator<keyof typeof en>({ en, hi: async () => ({ default: hi }) });
    expect(translator.now('hi')('pay', { amount: '₹5' })).toBe('Pay ₹5');
    const t = await translator.load('hi');
    expect([t('pay', { amount: '₹5' }), t('items', { count: 2 }), t('english')]).toEqual(['₹5 चुकाएँ', '2 सामान', 'Only in English']);
    expect(translator.now('hi')).toBe(t);
  });

  it('loads a catalogue once however often it is asked for', async () => {
    const loader = jest.fn(async () => ({ default: hi }));
    const translator = createTranslator<keyof typeof en>({ en, hi: loader });
    await Promise.all([translator.load('hi'), translator.load('hi')]);
    await translator.load('hi');
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
