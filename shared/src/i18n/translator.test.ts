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

describe('useMessages', () => {
  it('gives English at once and Hindi once loaded, without calling a hook', async () => {
    const { renderToString } = await import('react-dom/server');
    const { createElement } = await import('react');
    const translator = createTranslator<keyof typeof en>({ en, hi: async () => ({ default: hi }) });
    const View = ({ locale }: { locale: 'en' | 'hi' }) => createElement('p', null, translator.useMessages(locale)('pay', { amount: '₹5' }));
    expect(renderToString(createElement(View, { locale: 'en' }))).toBe('<p>Pay ₹5</p>');
    await translator.load('hi');
    expect(renderToString(createElement(View, { locale: 'hi' }))).toBe('<p>₹5 चुकाएँ</p>');
  });
});

describe('useMessages while a catalogue loads', () => {
  it('suspends a view by throwing the loading promise, and the view renders afresh in Hindi once it is in', async () => {
    const { act, render, screen } = await import('@testing-library/react');
    const { createElement, Suspense, useState } = await import('react');
    let arrive: (catalogue: { default: typeof hi }) => void = () => undefined;
    const translator = createTranslator<keyof typeof en>({ en, hi: () => new Promise((resolve) => (arrive = resolve)) });
    // a hook after the messages: a replayed view whose hooks did not line up would throw (React error 467)
    function View() {
      const t = translator.useMessages('hi');
      const [amount] = useState('₹5');
      return createElement('p', null, t('pay', { amount }));
    }
    render(createElement(Suspense, { fallback: createElement('p', null, 'loading') }, createElement(View)));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => arrive({ default: hi }));
    expect(screen.getByText('₹5 चुकाएँ')).toBeInTheDocument();
  });
});
