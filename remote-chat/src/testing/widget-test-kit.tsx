import { act, render, type RenderResult } from '@testing-library/react';
import { runInAction } from 'mobx';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createMemoryStorage, createSafeStorage, RemoteViewProvider, RootStore, StoreProvider, type ApiClient, type ChatTopic, type InstalledWidget, type PageAnswer } from 'shared';
import type { Locale } from 'shared/i18n';
import { aPage, anAnswer, anId } from 'shared/testing';
import type { z } from 'zod';
import { CHAT_VISITED_KEY } from '../widget/first-visit';
import { FakeRemoteView } from './fake-remote-view';

export const CUSTOMER = { customerId: 'c0ffee0c0ffee0c0ffee0c0f', name: 'Asha Rao', phoneNumber: '9876543210', countryCode: '+91' };

type Route = (input: Record<string, unknown>) => unknown;

/**
 * A stand-in for the API client with both calls: each path answers from `routes` (a value, a promise, or
 * a throw), parsed with the caller's schema so fixtures that drift from the contract fail.
 */
export function fakeChatApi(routes: Record<string, Route> = {}) {
  const answer = async (path: string, input: unknown, schema: z.ZodType) => {
    const route = routes[path];
    if (!route) throw new Error(`fakeChatApi: no answer for ${path}`);
    return schema.parse(await route((input ?? {}) as Record<string, unknown>));
  };
  return {
    get: jest.fn((path: string, query: unknown, schema: z.ZodType) => answer(path, query, schema)),
    post: jest.fn((path: string, body: unknown, schema: z.ZodType) => answer(path, body, schema)),
  };
}
export type FakeChatApi = ReturnType<typeof fakeChatApi>;

export function aTopic(overrides: Partial<ChatTopic> = {}): ChatTopic {
  return {
    name: 'Track my order',
    description: 'Ask about an order',
    image: null,
    price: null,
    type: 'custom',
    templateKey: null,
    quickReply: 'I would like to know the status of my order.',
    catalogueType: null,
    catalogueId: null,
    ...overrides,
  };
}

export function aWidget(overrides: Partial<InstalledWidget> = {}, settings: Partial<InstalledWidget['settings']> = {}): InstalledWidget {
  return {
    _id: anId(),
    type: 'chatWidget',
    allowedAllActions: true,
    settings: { themeColor: '#10B981', headerTitle: 'Chat with us', topics: [], payment: { isEnabled: false, selectedGatewayId: null }, ...settings },
    ...overrides,
  };
}

/** A page answer of the e-commerce template (or `templateSlug`) with these widgets. */
export function anAnswerWith(widgets: InstalledWidget[], options: { templateSlug?: string | null; keyValue?: string } = {}): PageAnswer {
  const slug = options.templateSlug === undefined ? 'e-commerce-catalogue' : options.templateSlug;
  const page = aPage([], { keyValue: options.keyValue ?? 'home', templateId: slug ? { slug } : null });
  return { ...anAnswer(page), installedWidgets: widgets };
}

/** Shows where the router is, for the redirect tests. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export interface WidgetRenderOptions {
  api?: FakeChatApi;
  isMobile?: boolean;
  route?: string;
  /** Local storage before the widget mounts; by default the first visit is already behind. */
  localData?: Record<string, string>;
  loggedIn?: boolean;
  /** A verified session needs no server check on mount. */
  verified?: boolean;
  /** The page's language (load its catalogue first: `await chatMessages.load('hi')`); English by default. */
  locale?: Locale;
}

export interface WidgetRender extends RenderResult {
  store: RootStore;
  api: FakeChatApi;
  local: ReturnType<typeof createMemoryStorage>;
  location: () => string;
  clock: { now: number };
  /** Draws another element in the same store and router. */
  rerenderWidget: (element: ReactElement) => void;
}

/** Renders the widget as the host would, in a real root store on memory storage with the fake API. */
export function renderWidget(element: ReactElement, options: WidgetRenderOptions = {}): WidgetRender {
  const api = options.api ?? fakeChatApi();
  const local = createMemoryStorage(options.localData ?? { [CHAT_VISITED_KEY]: '1' });
  const clock = { now: Date.UTC(2025, 0, 15, 12) };
  const store = new RootStore({
    api: api as unknown as ApiClient,
    window: null,
    cookies: null,
    storage: createSafeStorage({ local: () => local, session: () => createMemoryStorage() }),
    getHostname: () => 'demo.localhost',
    now: () => clock.now,
    ...(options.locale ? { locale: options.locale } : {}),
  });
  store.ui.setMobile(options.isMobile ?? false);
  if (options.loggedIn) {
    store.session.startSession(CUSTOMER, 'token-1');
    if (options.verified !== false) runInAction(() => (store.session.verified = true));
  }
  const route = options.route ?? '/';
  const wrap = (inner: ReactElement) => (
    <StoreProvider store={store}>
      <RemoteViewProvider value={FakeRemoteView}>
        <MemoryRouter initialEntries={[route]}>
          {inner}
          <LocationProbe />
        </MemoryRouter>
      </RemoteViewProvider>
    </StoreProvider>
  );
  const result = render(wrap(element));
  const location = () => result.getByTestId('location').textContent ?? '';
  const rerenderWidget = (next: ReactElement) => result.rerender(wrap(next));
  return { ...result, store, api, local, location, clock, rerenderWidget };
}

/** Lets pending promises settle inside act. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
