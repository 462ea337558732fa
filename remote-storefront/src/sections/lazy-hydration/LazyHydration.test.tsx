import { act, fireEvent } from '@testing-library/react';
import { lazy, Suspense, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderOnServer } from 'shared/testing';
import { LazyHydration } from './LazyHydration';

/**
 * jsdom has neither IntersectionObserver nor requestIdleCallback: these stand-ins let a test say when a
 * section comes near the viewport and when the browser is idle.
 */
const observers: { callback: IntersectionObserverCallback; targets: Element[]; options?: IntersectionObserverInit }[] = [];
class TestIntersectionObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, targets: [], options };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    observers.splice(observers.indexOf(this.entry), 1);
  }
}
function comeNear(element: Element) {
  for (const { callback, targets } of [...observers]) {
    if (targets.includes(element)) {
      callback([{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  }
}
let idleCallbacks: (() => void)[] = [];
function becomeIdle() {
  const pending = idleCallbacks;
  idleCallbacks = [];
  pending.forEach((run) => run());
}

function Section({ label, onPress }: { label: string; onPress: () => void }) {
  const [presses, setPresses] = useState(0);
  return (
    <button
      type="button"
      onClick={() => {
        setPresses(presses + 1);
        onPress();
      }}
    >
      {label} {presses}
    </button>
  );
}

function Page({ label = 'Sarees', onPress = () => undefined, eager = false }: { label?: string; onPress?: () => void; eager?: boolean }) {
  return (
    <main>
      <LazyHydration className="slot" data-section="first" eager>
        <p>Welcome</p>
      </LazyHydration>
      <LazyHydration className="slot" data-section="later" eager={eager}>
        <Section label={label} onPress={onPress} />
      </LazyHydration>
    </main>
  );
}

const slot = (name: string) => document.querySelector(`[data-section="${name}"]`) as HTMLElement;

let root: Root | null = null;
let errors: unknown[] = [];
let consoleError: jest.SpyInstance;

/** The server's markup in the document, then hydrated the way the host's page is. */
async function hydrateServerMarkup(page = <Page />) {
  const container = document.createElement('div');
  container.innerHTML = await renderOnServer(page);
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
  });
  return container;
}

beforeEach(() => {
  errors = [];
  Object.assign(window, { IntersectionObserver: TestIntersectionObserver, requestIdleCallback: (run: () => void) => idleCallbacks.push(run) });
  consoleError = jest.spyOn(console, 'error');
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  becomeIdle();
  document.body.innerHTML = '';
  expect(errors).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

describe('LazyHydration', () => {
  it('keeps the server markup of a later section unhydrated while the first section hydrates at once', async () => {
    const onPress = jest.fn();
    const container = await hydrateServerMarkup(<Page onPress={onPress} />);
    const button = container.querySelector('button') as HTMLButtonElement;

    expect(slot('first')).toHaveAttribute('data-hydration', 'done');
    expect(slot('later')).toHaveAttribute('data-hydration', 'pending');
    fireEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(button);
    expect(button).toHaveTextContent('Sarees 0');
  });

  it('keeps a later section unhydrated when the page hydrates inside a boundary that resolves late (a remote loaded at run time)', async () => {
    const ServerRemote = lazy(async () => ({ default: Page }));
    let resolveRemote: (module: { default: typeof Page }) => void = () => undefined;
    const BrowserRemote = lazy(() => new Promise<{ default: typeof Page }>((resolve) => (resolveRemote = resolve)));
    const container = document.createElement('div');
    container.innerHTML = await renderOnServer(
      <Suspense fallback={<p>Loading</p>}>
        <ServerRemote />
      </Suspense>,
    );
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(
        container,
        <Suspense fallback={<p>Loading</p>}>
          <BrowserRemote />
        </Suspense>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    await act(async () => resolveRemote({ default: Page }));

    expect(slot('first')).toHaveAttribute('data-hydration', 'done');
    expect(slot('later')).toHaveAttribute('data-hydration', 'pending');
    await act(async () => becomeIdle());
    expect(slot('later')).toHaveAttribute('data-hydration', 'done');
  });

  it('hydrates the server markup in place when the section comes near the viewport', async () => {
    const onPress = jest.fn();
    const container = await hydrateServerMarkup(<Page onPress={onPress} />);
    const button = container.querySelector('button') as HTMLButtonElement;
    expect(observers.flatMap((o) => o.targets)).toContain(button);
    expect(observers[0]?.options?.rootMargin).toBe('100% 0px 100% 0px');

    await act(async () => comeNear(button));

    expect(slot('later')).toHaveAttribute('data-hydration', 'done');
    expect(container.querySelector('button')).toBe(button);
    fireEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(button).toHaveTextContent('Sarees 1');
    expect(observers).toEqual([]);
  });

  it('hydrates when the browser is idle', async () => {
    const container = await hydrateServerMarkup();
    const button = container.querySelector('button');

    await act(async () => becomeIdle());

    expect(slot('later')).toHaveAttribute('data-hydration', 'done');
    expect(container.querySelector('button')).toBe(button);
  });

  it('hydrates on idle after a pause when the browser has no requestIdleCallback', async () => {
    Object.assign(window, { requestIdleCallback: undefined });
    jest.useFakeTimers();
    try {
      await hydrateServerMarkup();
      expect(slot('later')).toHaveAttribute('data-hydration', 'pending');
      await act(async () => jest.advanceTimersByTime(1_000));
      expect(slot('later')).toHaveAttribute('data-hydration', 'done');
    } finally {
      jest.useRealTimers();
    }
  });

  it('hydrates in time for a click that starts inside the unhydrated section', async () => {
    const onPress = jest.fn();
    const container = await hydrateServerMarkup(<Page onPress={onPress} />);
    const button = container.querySelector('button') as HTMLButtonElement;

    await act(async () => {
      fireEvent.pointerDown(button);
      fireEvent.click(button);
    });

    expect(onPress).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBe(button);
  });

  it('hydrates when keyboard focus moves into the section', async () => {
    const container = await hydrateServerMarkup();
    await act(async () => (container.querySelector('button') as HTMLButtonElement).focus());
    expect(slot('later')).toHaveAttribute('data-hydration', 'done');
  });

  it('keeps the server markup through a re-render of the page, then shows the newer content once hydrated', async () => {
    const container = await hydrateServerMarkup();
    const button = container.querySelector('button') as HTMLButtonElement;

    await act(async () => root?.render(<Page label="Silk sarees" />));
    expect(container.querySelector('button')).toBe(button);
    expect(button).toHaveTextContent('Sarees 0');

    await act(async () => comeNear(button));
    expect(container.querySelector('button')).toBe(button);
    expect(button).toHaveTextContent('Silk sarees 0');
  });

  it('hydrates at once when the section becomes eager (an owner turning on edit mode)', async () => {
    await hydrateServerMarkup();
    await act(async () => root?.render(<Page eager />));
    expect(slot('later')).toHaveAttribute('data-hydration', 'done');
  });

  it('renders at once when the browser renders the page itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<Page />);
    });
    expect(slot('later')).toHaveAttribute('data-hydration', 'done');
    expect(container.querySelector('button')).toHaveTextContent('Sarees 0');
    expect(observers).toEqual([]);
  });
});
