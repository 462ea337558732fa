import { escapeHtml } from '../seo/html-escape';
import { TtlCache } from '../seo/ttl-cache';

interface ManifestExpose {
  name: string;
  assets?: { css?: { sync?: string[]; async?: string[] } };
}

export interface RemoteStylesheetsOptions {
  /** The remote's browser manifest, as this server reaches it. */
  manifestUrl: string;
  ttlMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * `<link rel="stylesheet">` tags for the CSS files of a remote's exposed module itself (its `sync` CSS),
 * read from the remote's browser manifest (mf-manifest.json), so a server-rendered slot is styled at
 * first paint instead of when its script has run. The module's lazily loaded parts (`async` CSS: the
 * owner's edit mode, other pages it can lead to) are not linked: every one of them would block the first
 * paint, and the browser loads each with its chunk when it is used. So whatever the server renders is
 * styled by the module's own CSS (remote-storefront/src/styles/storefront.css says so). With
 * style-loader builds the manifest lists no CSS and this adds nothing. A manifest that cannot be read
 * adds nothing: the remote's script still loads its styles.
 */
export function createRemoteStylesheets({ manifestUrl, ttlMs = 30_000, timeoutMs = 1_000, ...options }: RemoteStylesheetsOptions) {
  const fetchImpl = options.fetch ?? fetch;
  const cache = new TtlCache<ManifestExpose[]>({ ttlMs, maxEntries: 4 });

  const exposes = () =>
    cache.getOrLoad(manifestUrl, async () => {
      const response = await fetchImpl(manifestUrl, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
      const manifest = (await response.json()) as { exposes?: ManifestExpose[] };
      return Array.isArray(manifest.exposes) ? manifest.exposes : [];
    });

  return {
    /** The tags for `module` (e.g. 'PageSections'), each file under `browserBase` (where the browser loads the remote). */
    async links(module: string, browserBase: string): Promise<string> {
      try {
        const expose = (await exposes()).find((e) => e.name === module || e.name === `./${module}`);
        const files = [...new Set(expose?.assets?.css?.sync ?? [])];
        return files.map((file) => `<link rel="stylesheet" href="${escapeHtml(new URL(file, browserBase).href)}">`).join('');
      } catch {
        return '';
      }
    },
  };
}
