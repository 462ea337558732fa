import type { RuntimeConfig } from '../src/federation/remote-registry';
import { RUNTIME_CONFIG_ID } from '../src/federation/embedded-config';
import { jsonForScript } from './seo/html-escape';

/**
 * The document with the browser's run-time configuration in it, as JSON before `</body>` (the host's
 * scripts are deferred, so it is parsed before they run): the page starts loading the remotes without
 * first asking for runtime-config.json. A document without `</body>` goes out as it is and the browser
 * asks for runtime-config.json as before.
 */
export function documentWithRuntimeConfig(html: string, config: RuntimeConfig): string {
  const at = html.lastIndexOf('</body>');
  if (at === -1) return html;
  const element = `<script type="application/json" id="${RUNTIME_CONFIG_ID}">${jsonForScript(config)}</script>`;
  return `${html.slice(0, at)}${element}${html.slice(at)}`;
}
