import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf } from '../../auth/auth-plugin';
import { DEFAULT_CHAT_HEADER_TITLE, DEFAULT_THEME_COLOR } from 'shared/rules';
import {
  CHAT_SETTINGS_MESSAGES as M,
  CHAT_SETTINGS_PATHS as PATHS,
  chatSettingsAnswerSchema,
  saveChatSettingsBodySchema,
  TOPIC_TEMPLATES,
} from '../../contracts';
import { catalogueChoices, editableTopic, readChatWidget, saveChatWidget } from '../../repositories/chat-settings';
import { errorAnswers } from '../error-answers';
import { OWNER_ROUTE_ERRORS } from '../inbox/inbox-customer';
import { storedTopics } from './stored-topics';

const owner = { tags: ['owner settings'], security: [{ bearerAuth: [] }] };

/** The owner reads and saves the chat widget's header title, theme colour, on/off and topics in their order. */
export const chatSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (businessId: string, message: string) => {
    const widget = await readChatWidget(app.db, businessId);
    return {
      message,
      data: {
        headerTitle: widget?.settings.headerTitle || DEFAULT_CHAT_HEADER_TITLE,
        themeColor: widget?.settings.themeColor || DEFAULT_THEME_COLOR,
        enabled: widget?.allowedAllActions ?? false,
        topics: (widget?.settings.topics ?? []).map(editableTopic),
      },
      catalogues: await catalogueChoices(app.db, businessId),
      templates: TOPIC_TEMPLATES.map((t) => ({ ...t })),
    };
  };

  app.get(
    PATHS.settings,
    {
      onRequest: app.requireOwner,
      schema: {
        ...owner,
        summary: "The chat widget's settings",
        description:
          "The owner's widget: header title, theme colour, whether it shows, and its topics in order (custom, catalogue, template; " +
          'prices in paise), with the business\'s catalogues and the topic templates to add from. ' +
          OWNER_ROUTE_ERRORS,
        response: { 200: chatSettingsAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => answer(ownerOf(request).businessId, 'success'),
  );

  app.post(
    PATHS.settings,
    {
      onRequest: app.requireOwner,
      schema: {
        ...owner,
        summary: "Save the chat widget's settings",
        description:
          'Saves the whole set; topics are listed in the order sent. Theme colour: `#RGB` or `#RRGGBB` (stored `#RRGGBB`); the widget ' +
          'draws its header text white or dark, whichever contrasts more. Topic names are unique (400). A catalogue topic must name ' +
          `a catalogue of the owner's business (404 CATALOGUE_NOT_FOUND "${M.catalogueNotFound}"); its kind is the catalogue's. A ` +
          "topic's picture is one it already has, or its catalogue's (400). The widget's payment settings stay as they are. New page " +
          "loads show the change: the host's server drops the site's rendered pages when it forwards a successful save. " +
          OWNER_ROUTE_ERRORS,
        body: saveChatSettingsBodySchema,
        response: { 200: chatSettingsAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { businessId } = ownerOf(request);
      const { headerTitle, themeColor, enabled, topics } = request.body;
      const current = await readChatWidget(app.db, businessId);
      const stored = storedTopics(topics, current?.settings.topics ?? [], await catalogueChoices(app.db, businessId));
      await saveChatWidget(app.db, businessId, { headerTitle, themeColor, enabled, topics: stored }, new Date(app.clock()));
      return answer(businessId, M.saved);
    },
  );
};
