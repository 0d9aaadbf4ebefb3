import { loggerFor, messageOf } from '../logger';

/**
 * What the process must do before it exits (close the database, Redis, flush traces) and whether
 * it is draining. Shared through `globalThis`: the parts that register their closing (the embedded
 * service, the Redis clients, the cache handler) may be other copies of this module than the
 * server's.
 */
type Closer = () => Promise<void> | void;

interface Lifecycle {
  draining: boolean;
  closers: Map<string, Closer>;
}

const holder = globalThis as typeof globalThis & { __platformLifecycle?: Lifecycle };
const lifecycle = (holder.__platformLifecycle ??= { draining: false, closers: new Map() });

/** Registers what closes one resource at shutdown, under a name (the last registration wins). */
export function onShutdown(name: string, close: Closer): void {
  lifecycle.closers.set(name, close);
}

export const isDraining = () => lifecycle.draining;

export function startDraining(): void {
  lifecycle.draining = true;
}

/** How long one resource may take to close before the process stops waiting for it. */
const CLOSE_TIMEOUT_MS = 3_000;

/**
 * Closes every registered resource, the last registered first (what was opened on top of another is
 * closed before it: the mail worker before the storage holding its outbox, traces last), each within
 * its time; never throws.
 */
export async function closeResources(): Promise<void> {
  const log = loggerFor('shutdown');
  for (const [name, close] of [...lifecycle.closers].reverse()) {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>(
      (resolve) => (timer = setTimeout(() => resolve('late'), CLOSE_TIMEOUT_MS)),
    );
    try {
      const outcome = await Promise.race([Promise.resolve(close()).then(() => 'closed' as const), late]);
      if (outcome === 'late')
        log.warn({ resource: name }, `${name} did not close within ${CLOSE_TIMEOUT_MS} ms`);
      else log.debug({ resource: name }, `${name} closed`);
    } catch (error) {
      log.warn({ resource: name, err: error }, `${name} failed to close: ${messageOf(error)}`);
    } finally {
      clearTimeout(timer);
    }
  }
}
