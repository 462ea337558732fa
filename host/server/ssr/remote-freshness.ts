import { createHash } from 'node:crypto';

export interface RemoteFreshnessOptions {
  /** The remotes' server entries, by name. */
  entries: Record<string, string>;
  /** Called when an entry changed (a remote was redeployed): load the remotes anew, drop rendered pages. */
  onChange: () => void;
  /** An entry is looked at no more often than this. */
  intervalMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * Notices a redeployed remote without a host restart: now and then (never more often than `intervalMs`,
 * and never in a visitor's way: `poke` does not wait) it reads each server entry and takes the SHA-256 of
 * its bytes as the build's identity (the entry names its chunks by content hash, so it changes exactly
 * when the build does). When one changes, `onChange` makes the host load the new server code and drop
 * pages rendered with the old. File times (ETag, Last-Modified) differ between replicas serving the
 * same build, so they are not used: hosts behind a balancer agree. An unreachable remote changes nothing
 * here: its slot falls back on its own.
 */
export function createRemoteFreshness({ entries, onChange, intervalMs = 15_000, timeoutMs = 1_000, ...options }: RemoteFreshnessOptions) {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const seen = new Map<string, string>();
  let checkedAt = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;

  async function buildIdentity(url: string): Promise<string | null> {
    try {
      const response = await fetchImpl(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return null;
      return createHash('sha256').update(Buffer.from(await response.arrayBuffer())).digest('hex');
    } catch {
      return null;
    }
  }

  async function check(): Promise<void> {
    let changed = false;
    for (const url of Object.values(entries)) {
      const current = await buildIdentity(url);
      if (current === null) continue;
      const previous = seen.get(url);
      seen.set(url, current);
      if (previous !== undefined && previous !== current) changed = true;
    }
    if (changed) onChange();
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
