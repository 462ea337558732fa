export interface RemoteFreshnessOptions {
  /** The remotes' server entries, by name; each remote's `release.json` is read beside its browser files. */
  entries: Record<string, string>;
  /** Called when a remote's live release changed: load the remotes anew, drop rendered pages. */
  onChange: (change: { remote: string; from: string; to: string }) => void;
  /** A remote is looked at no more often than this. */
  intervalMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** A remote's `release.json` (scripts/release.mjs writes it into every release): the build id of the release it serves. */
export const releaseRecordUrl = (serverEntry: string): string => new URL('../release.json', serverEntry).href;

/**
 * Notices a released remote without a host restart: now and then (never more often than `intervalMs`,
 * and never in a visitor's way: `poke` does not wait) it reads each remote's `release.json` and takes
 * its build id as the release's identity. When one changes, `onChange` makes the host load the new
 * server code and drop pages rendered with the old. The build id is the same on every replica serving
 * one release (file times and ETags are not), so hosts behind a balancer agree. An unreachable remote
 * changes nothing here: its slot falls back on its own.
 */
export function createRemoteFreshness({ entries, onChange, intervalMs = 15_000, timeoutMs = 1_000, ...options }: RemoteFreshnessOptions) {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const seen = new Map<string, string>();
  let checkedAt = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;

  async function buildIdOf(serverEntry: string): Promise<string | null> {
    try {
      const response = await fetchImpl(releaseRecordUrl(serverEntry), { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return null;
      const record = (await response.json()) as { buildId?: unknown };
      return typeof record.buildId === 'string' && record.buildId !== '' ? record.buildId : null;
    } catch {
      return null;
    }
  }

  async function check(): Promise<void> {
    const changes: { remote: string; from: string; to: string }[] = [];
    for (const [remote, entry] of Object.entries(entries)) {
      const current = await buildIdOf(entry);
      if (current === null) continue;
      const previous = seen.get(remote);
      seen.set(remote, current);
      if (previous !== undefined && previous !== current) changes.push({ remote, from: previous, to: current });
    }
    // One reload of the server code covers every remote that changed.
    if (changes[0]) onChange(changes[0]);
  }

  return {
    /** Starts a check when one is due; resolves when that check is done (callers need not wait). */
    poke(): Promise<void> {
      if (running) return running;
      if (now() - checkedAt < intervalMs) return Promise.resolve();
      checkedAt = now();
      running = check().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
