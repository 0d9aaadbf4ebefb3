import { setTimeout as sleep } from 'node:timers/promises';
import { loggerFor } from './logger';
import { metrics } from './metrics';

/**
 * What became of asking the shared cache in front (a CDN, Varnish) to drop what a publish changed:
 * `purged` once it said yes, `off` when no purge hook is set (`CDN_PURGE_URL`), `failed` when it
 * could not be reached or refused after every attempt, so the caller can say so.
 */
export type Purge = { cdn: 'purged' | 'off' } | { cdn: 'failed'; reason: string };

/** Attempts in all, and the wait before the second; each later wait doubles it. */
const ATTEMPTS = 4;
const FIRST_WAIT_MS = 200;
const ATTEMPT_TIMEOUT_MS = 3_000;

/**
 * Asks the purge hook to drop every answer tagged with one of `tags`: `POST CDN_PURGE_URL` with
 * the tags in a JSON body (`{"tags": [...]}`) and, for Varnish's xkey, in the `xkey-purge` header
 * (separated by spaces), so the hook can be Varnish itself (deploy/varnish/default.vcl) or a service
 * that forwards to a CDN's API. Retried with backoff; never throws. `counted: false` when it
 * repeats a publish's purge, which the purges metric already counts.
 */
export async function purgeSharedCache(tags: string[], { counted = true } = {}): Promise<Purge> {
  const record = (purge: Purge) => {
    if (counted) metrics().cdnPurges.inc({ outcome: purge.cdn });
    return purge;
  };
  const url = process.env.CDN_PURGE_URL;
  if (!url) return record({ cdn: 'off' });
  let reason = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    if (attempt > 1) await sleep(FIRST_WAIT_MS * 2 ** (attempt - 2));
    reason = await askToPurge(url, tags);
    if (!reason) return record({ cdn: 'purged' });
  }
  loggerFor('cdn-purge').warn(
    { tags, attempts: ATTEMPTS, reason },
    `the shared cache was not purged after a publish: ${reason}`,
  );
  return record({ cdn: 'failed', reason });
}

/** One attempt: empty when purged, else why not. */
async function askToPurge(url: string, tags: string[]): Promise<string> {
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'xkey-purge': tags.join(' ') },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    await answer.body?.cancel();
    return answer.ok ? '' : `the purge hook answered ${answer.status}`;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `the purge hook could not be reached (${error instanceof Error ? error.message : String(error)}${cause})`;
  }
}
