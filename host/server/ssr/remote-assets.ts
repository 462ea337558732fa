import { escapeHtml } from '../seo/html-escape';
import { TtlCache } from '../seo/ttl-cache';

interface Files {
  sync?: string[];
  async?: string[];
}

interface ManifestAssets {
  js?: Files;
  css?: Files;
}

/** The parts of a remote's mf-manifest.json read here. */
interface RemoteManifest {
  exposes: { name: string; assets?: ManifestAssets }[];
  /** Files of the shared libraries the remote carries as fallbacks: the page uses the host's copies. */
  sharedFiles: Set<string>;
}

export interface RemoteAssetsOptions {
  /** The remote's browser manifest, as this server reaches it. */
  manifestUrl: string;
  ttlMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const unique = (...lists: (string[] | undefined)[]) => [...new Set(lists.flatMap((list) => list ?? []))];

function parseManifest(manifest: { exposes?: RemoteManifest['exposes']; shared?: { assets?: ManifestAssets }[] }): RemoteManifest {
  const shared = Array.isArray(manifest.shared) ? manifest.shared : [];
  return {
    exposes: Array.isArray(manifest.exposes) ? manifest.exposes : [],
    sharedFiles: new Set(shared.flatMap((entry) => unique(entry.assets?.js?.sync, entry.assets?.js?.async))),
  };
}

/**
 * The head tags that let a page fetch a remote's module at once, in parallel with the host's own
 * scripts, instead of one hop after another (host entry, remote entry, the module's chunks):
 * `<link rel="stylesheet">` for the CSS files the exposed module needs (so a server-rendered slot is
 * styled at first paint; the remote's CSS loader finds them by URL and does not add them again) and `<link rel="preload" as="script">` for the remote's entry and the
 * module's own chunks. The files are read at run time from the remote's browser manifest
 * (mf-manifest.json), so a redeployed remote is named correctly without rebuilding the host; its
 * shared-library fallbacks are left out (the page uses the host's copies) and so are its lazily
 * loaded chunks. A manifest that cannot be read adds the entry's preload only: the remote's own
 * script still loads the rest.
 */
export function createRemoteAssets({ manifestUrl, ttlMs = 30_000, timeoutMs = 1_000, ...options }: RemoteAssetsOptions) {
  const fetchImpl = options.fetch ?? fetch;
  const cache = new TtlCache<RemoteManifest>({ ttlMs, maxEntries: 4 });

  const manifest = () =>
    cache.getOrLoad(manifestUrl, async () => {
      const response = await fetchImpl(manifestUrl, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
      return parseManifest((await response.json()) as Parameters<typeof parseManifest>[0]);
    });

  async function moduleFiles(module: string, serverRendered: boolean): Promise<{ css: string[]; js: string[] }> {
    try {
      const { exposes, sharedFiles } = await manifest();
      const assets = exposes.find((e) => e.name === module || e.name === `./${module}`)?.assets;
      return {
        css: unique(assets?.css?.sync, serverRendered ? assets?.css?.async : []),
        js: unique(assets?.js?.sync).filter((file) => !sharedFiles.has(file)),
      };
    } catch {
      return { css: [], js: [] };
    }
  }

  return {
    /**
     * The tags for `module` (e.g. 'PageSections') of the remote whose entry the browser loads from
     * `browserEntry`. A server-rendered page also links the CSS of the module's lazily loaded parts:
     * their markup is in the page before their scripts are.
     */
    async headTags(module: string, browserEntry: string, { serverRendered }: { serverRendered: boolean }): Promise<string> {
      const { css, js } = await moduleFiles(module, serverRendered);
      const url = (file: string) => escapeHtml(new URL(file, browserEntry).href);
      const stylesheets = css.map((file) => `<link rel="stylesheet" href="${url(file)}">`);
      const scripts = [browserEntry, ...js].map((file) => `<link rel="preload" as="script" href="${url(file)}">`);
      return [...stylesheets, ...scripts].join('');
    },
  };
}
