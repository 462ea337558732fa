import { SITE_CHANGED_HEADER } from '../contracts';
import { globalPlugin } from './define-plugin';

/**
 * Every successful write by an owner (catalogue, settings, sections, payments...) may change what the
 * site shows; its answer says so (SITE_CHANGED_HEADER), so the host's server drops the site's cached pages
 * whatever the route. The identity is the one the route's own check verified, so no one else can ask
 * for a purge.
 */
export const siteChangedPlugin = globalPlugin('site-changed', async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 300 && request.identity?.role === 'user') {
      reply.header(SITE_CHANGED_HEADER, '1');
    }
    return payload;
  });
});
