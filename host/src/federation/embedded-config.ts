import { RUNTIME_CONFIG_ID } from 'shared/constants';
import type { RuntimeConfig } from './remote-registry';

/**
 * Id of the `<script type="application/json">` the host's server puts the run-time configuration in,
 * in every document it serves (server-rendered or not): the browser reads where the remotes live from
 * the page itself instead of asking for runtime-config.json first, one request hop fewer before the
 * remotes load. JSON, not a script that runs: the Content Security Policy allows no inline script.
 */
export { RUNTIME_CONFIG_ID };

/** The configuration the document carries, or null (a development server's page carries none). */
export function readEmbeddedConfig(doc: Document): RuntimeConfig | null {
  const text = doc.getElementById(RUNTIME_CONFIG_ID)?.textContent;
  if (!text) return null;
  try {
    const config = JSON.parse(text) as Partial<RuntimeConfig>;
    return config.remotes && typeof config.defaultSubdomain === 'string' ? (config as RuntimeConfig) : null;
  } catch {
    return null;
  }
}
