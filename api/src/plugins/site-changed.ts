import { SITE_CHANGED_HEADER } from '../contracts';
import { globalPlugin } from './define-plugin';
import { connectSitePurgeAnnouncer } from './site-purge-announcer';

export interface SiteChangedOptions extends Record<string, unknown> {
  /** Set: each change is also announced to every host through this Redis (site-purge-announcer.ts). */
  redisUrl?: string | undefined;
}

/**
 * Every successful write by an owner (catalogue, settings, sections, payments...) may change what the
 * site shows; its answer says so (SITE_CHANGED_HEADER), so the host's server drops the site's cached pages
 * whatever the route. The identity is the one the route's own check verified, so no one else can ask
 * for a purge.
 */
export const siteChangedPlugin = globalPlugin<SiteChangedOptions>('site-changed', async (app, options) => {
  const announcer = options.redisUrl ? await connectSitePurgeAnnouncer(options.redisUrl, app.log) : undefined;
  if (announcer) app.addHook('onClose', () => announcer.close());
  app.addHook('onSend', async (request, reply, payload) => {
    const identity = request.identity;
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 300 && identity?.role === 'user') {
      reply.header(SITE_CHANGED_HEADER, '1');
      announcer?.announce(identity.subdomain);
    }
    return payload;
  });
});
