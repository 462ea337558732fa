import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MOBILE_MEDIA_QUERY } from 'shared/rules';

const SOURCE = readFileSync(join(__dirname, 'start-server-page.js'), 'utf8');

/** Chromium's PerformanceObserver, as far as the script uses it: `markLive()` stands for the host's mark. */
let observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
class FakePerformanceObserver {
  constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
  observe() {
    observers.push(this.callback);
  }
  disconnect() {
    observers = observers.filter((callback) => callback !== this.callback);
  }
}
const mark = (markName: string) => observers.forEach((callback) => callback({ getEntriesByName: (name) => (name === markName ? [{}] : []) }));
const markShellLive = () => mark('shell-live');
const markLive = () => {
  mark('shell-live');
  mark('first-screen-live');
};

/** The window's width as a media query answers it: a phone's (true) or not. */
function windowIsPhoneWide(phone: boolean) {
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: (query: string) => ({ matches: query === MOBILE_MEDIA_QUERY && phone }) });
}

/** Runs the script as the browser would, from a script element naming the page's entry scripts. */
function runStarter(body: string, imageComplete = false, drawnForPhone = false): HTMLImageElement | null {
  document.head.innerHTML = '';
  document.body.innerHTML = body;
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (image) Object.defineProperty(image, 'complete', { configurable: true, value: imageComplete });
  const starter = document.createElement('script');
  starter.setAttribute('data-scripts', '/runtime.js /main.js');
  starter.setAttribute('data-mobile', String(drawnForPhone));
  Object.defineProperty(document, 'currentScript', { configurable: true, value: starter });
  new Function(SOURCE)();
  return image;
}

const started = () => [...document.head.querySelectorAll('script')].map((script) => ({ src: script.getAttribute('src'), async: script.async }));
const IN_ORDER = [
  { src: '/runtime.js', async: false },
  { src: '/main.js', async: false },
];

beforeEach(() => {
  jest.useFakeTimers();
  observers = [];
  windowIsPhoneWide(false);
  Object.defineProperty(window, 'PerformanceObserver', { configurable: true, value: FakePerformanceObserver });
});
afterEach(() => {
  // Ends what each run left waiting (its tap holding), so runs do not see each other's listeners.
  markLive();
  jest.useRealTimers();
});

describe('start-server-page.js: the entry scripts', () => {
  it('know the phone layout’s windows as shared does', () => {
    expect(SOURCE).toContain(`var PHONE_WIDE = '${MOBILE_MEDIA_QUERY}';`);
  });

  it('start, in order, only once the first screen’s largest image has loaded', () => {
    const image = runStarter('<main><img fetchpriority="high" src="/banner.webp" alt=""></main>');
    jest.advanceTimersByTime(1000);
    expect(started()).toEqual([]);

    image?.dispatchEvent(new Event('load'));
    expect(started()).toEqual(IN_ORDER);
  });

  it('start at once when the image is already there or the page has none', () => {
    runStarter('<main><img fetchpriority="high" src="/banner.webp" alt=""></main>', true);
    expect(started()).toEqual(IN_ORDER);

    markLive();
    runStarter('<main><p>About us</p></main>');
    expect(started()).toEqual(IN_ORDER);
  });

  it('run early (async) while the document still comes in: taps are held at once, the scripts wait for the whole document', () => {
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'loading' });
    try {
      runStarter('<main id="main"><button type="button" id="add">Add to Cart</button></main>', true);
      const seen: string[] = [];
      document.body.addEventListener('click', (event) => seen.push((event.target as HTMLElement).id));
      document.getElementById('add')?.click();
      expect(seen).toEqual([]);
      expect(started()).toEqual([]);
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(started()).toEqual(IN_ORDER);
      markLive();
      expect(seen).toEqual(['add']);
    } finally {
      delete (document as { readyState?: string }).readyState;
    }
  });

  it('start at once when the server drew the other layout, which the browser draws again anyway', () => {
    windowIsPhoneWide(true);
    runStarter('<main><img fetchpriority="high" src="/banner.webp" alt=""></main>', false, false);
    expect(started()).toEqual(IN_ORDER);

    markLive();
    runStarter('<main><img fetchpriority="high" src="/banner.webp" alt=""></main>', false, true);
    expect(started()).toEqual([]);
  });

  it('start when the image fails, and at the latest after 2.5 s, once only', () => {
    const failing = runStarter('<main><img fetchpriority="high" src="/gone.webp" alt=""></main>');
    failing?.dispatchEvent(new Event('error'));
    expect(started()).toEqual(IN_ORDER);

    markLive();
    const stalled = runStarter('<main><img fetchpriority="high" src="/slow.webp" alt=""></main>');
    jest.advanceTimersByTime(2499);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual(IN_ORDER);
    stalled?.dispatchEvent(new Event('load'));
    expect(started()).toEqual(IN_ORDER);
  });
});

describe('start-server-page.js: taps before the page is live', () => {
  const PAGE = `<header><button type="button" id="chat">Open chat</button></header>
  <main id="main">
    <button type="button" id="add">Add to Cart</button>
    <div role="button" id="wish">Wishlist</div>
    <a href="#reviews" id="link">Reviews</a>
    <form><input name="q"><button id="search">Search</button><button type="button" id="clear">Clear</button></form>
  </main>`;

  /** What the page's own code saw: the clicks that reached a listener on the body. */
  function pageClicks(): string[] {
    const seen: string[] = [];
    document.body.addEventListener('click', (event) => seen.push((event.target as HTMLElement).id));
    return seen;
  }

  it('are held, then done once, in order, when the page is live', () => {
    runStarter(PAGE);
    const seen = pageClicks();
    document.getElementById('wish')?.click();
    document.getElementById('add')?.click();
    document.getElementById('add')?.click();
    document.getElementById('clear')?.click();
    expect(seen).toEqual([]);

    markLive();
    expect(seen).toEqual(['wish', 'add', 'clear']);
    document.getElementById('add')?.click();
    expect(seen).toEqual(['wish', 'add', 'clear', 'add']);
  });

  it('show they are getting ready while held, and no longer once done', () => {
    runStarter(PAGE);
    const add = document.getElementById('add');
    add?.click();
    expect(add).toHaveAttribute('aria-busy', 'true');
    expect(document.getElementById('wish')).not.toHaveAttribute('aria-busy');
    markLive();
    expect(add).not.toHaveAttribute('aria-busy');
  });

  it('on the shell are held until the shell is live, while the body’s wait for the page', () => {
    runStarter(PAGE);
    const seen = pageClicks();
    document.getElementById('add')?.click();
    document.getElementById('chat')?.click();
    expect(seen).toEqual([]);

    markShellLive();
    expect(seen).toEqual(['chat']);
    document.getElementById('chat')?.click();
    expect(seen).toEqual(['chat', 'chat']);
    mark('first-screen-live');
    expect(seen).toEqual(['chat', 'chat', 'add']);
  });

  it('leave links and form submissions to the browser', () => {
    runStarter(PAGE);
    const seen = pageClicks();
    const submitted = jest.fn((event: Event) => event.preventDefault());
    document.querySelector('form')?.addEventListener('submit', submitted);
    document.getElementById('link')?.click();
    document.getElementById('search')?.click();
    expect(seen).toEqual(['link', 'search']);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('are dropped when their button left the page before it went live', () => {
    runStarter(PAGE);
    const seen = pageClicks();
    const add = document.getElementById('add');
    add?.click();
    add?.remove();
    markLive();
    expect(seen).toEqual([]);
  });

  it('are no longer held, nor done later, 10 s after the start without the page going live', () => {
    runStarter(PAGE);
    const seen = pageClicks();
    document.getElementById('add')?.click();
    jest.advanceTimersByTime(10_000);
    expect(seen).toEqual([]);
    expect(document.getElementById('add')).not.toHaveAttribute('aria-busy');

    document.getElementById('wish')?.click();
    expect(seen).toEqual(['wish']);
    markLive();
    expect(seen).toEqual(['wish']);
  });
});
