/** @jest-environment node */
import { HtmlCache } from './html-cache';

describe('HtmlCache', () => {
  let now = 0;
  const cache = () => new HtmlCache<string>({ ttlMs: 1_000, maxEntries: 3, now: () => now });
  const keepAll = () => true;

  beforeEach(() => {
    now = 0;
  });

  it('renders a page once while it is fresh, and again when its time is up', async () => {
    const pages = cache();
    const render = jest.fn(async () => 'html');
    await pages.getOrRender('demo', 'demo/', render, keepAll);
    await pages.getOrRender('demo', 'demo/', render, keepAll);
    expect(render).toHaveBeenCalledTimes(1);
    now = 1_001;
    await pages.getOrRender('demo', 'demo/', render, keepAll);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('drops every page of one site on purge and keeps the other sites’ pages', async () => {
    const pages = cache();
    const render = jest.fn(async () => 'html');
    await pages.getOrRender('demo', 'demo/', render, keepAll);
    await pages.getOrRender('demo', 'demo/products', render, keepAll);
    await pages.getOrRender('sunrise', 'sunrise/', render, keepAll);
    expect(pages.purgeSite('demo')).toBe(2);
    await pages.getOrRender('demo', 'demo/', render, keepAll);
    await pages.getOrRender('sunrise', 'sunrise/', render, keepAll);
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('does not keep a render that failed or was incomplete', async () => {
    const pages = cache();
    await expect(pages.getOrRender('demo', 'a', async () => Promise.reject(new Error('down')), keepAll)).rejects.toThrow('down');
    await pages.getOrRender('demo', 'b', async () => 'partial', () => false);
    expect(pages.size).toBe(0);
  });

  it('keeps at most maxEntries pages, the least recently used going first', async () => {
    const pages = cache();
    for (const key of ['a', 'b', 'c', 'd']) await pages.getOrRender('demo', key, async () => key, keepAll);
    expect(pages.size).toBe(3);
  });
});
