import { E2E_PORTS } from './ports';

/** The chat widget's first-visit flag (remote-chat/src/widget/first-visit.ts). */
export const CHAT_VISITED_KEY = 'chatWidgetVisited';

/**
 * A browser that has been to the sites before: the chat widget does not open by itself, so journeys
 * about the storefront see the page as a returning shopper does. Journeys about the first visit start
 * from `FIRST_VISIT_STATE` instead.
 */
export const RETURNING_VISITOR_STATE = {
  cookies: [],
  origins: ['demo', 'sunrise', ''].map((site) => ({
    origin: `http://${site ? `${site}.` : ''}localhost:${E2E_PORTS.host}`,
    localStorage: [{ name: CHAT_VISITED_KEY, value: '1' }],
  })),
};

/** A browser that has never been to the sites. */
export const FIRST_VISIT_STATE = { cookies: [], origins: [] };
