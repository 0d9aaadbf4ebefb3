import path from 'node:path';
import { createServiceApp } from './app';
import { createServiceLimits } from './limits';
import { StartupRefused, type ServiceConfig } from './config';
import { connectionOf } from './http/connection';
import { openStorage, type Storage } from './storage/database';
import { unappliedMigrations } from './storage/migrate';
import { getOrCreateSigningKey } from './storage/settings';
import { seedDemoData } from './demo';
import { registeredListeners, type ServiceEvents } from './events/events';

export interface CommerceService {
  /**
   * The web-standard handler: Request in, Response out. `connection` is what the host knows of the
   * socket: @hono/node-server's bindings, or `{ socketAddress }` (see http/connection.ts).
   */
  fetch(request: Request, connection?: unknown): Promise<Response>;
  readonly storage: Storage;
  /** Resolves when the storage answers and is migrated; otherwise rejects with the reason (readiness). */
  checkReady(): Promise<void>;
  close(): Promise<void>;
}

/** Opens the storage (migrating it) and builds the HTTP app on it. */
export async function startService(
  config: ServiceConfig,
  options: { storage?: Storage; events?: ServiceEvents } = {},
): Promise<CommerceService> {
  if (config.severalInstances && !config.databaseUrl && !options.storage) {
    throw new StartupRefused(
      'REDIS_URL is set, so this is one of several instances, but DATABASE_URL is not: several ' +
        'instances cannot share the embedded PGlite database. Set DATABASE_URL to a PostgreSQL database.',
    );
  }
  const storage =
    options.storage ??
    (await openStorage({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') }));
  // Once however many instances start together: the first makes the key and the demo data.
  const signingKey = await storage.duringStartup(async () => {
    const key = await getOrCreateSigningKey(storage.db);
    if (config.seedDemoData) await seedDemoData(storage);
    return key;
  });
  const app = createServiceApp({
    storage,
    config,
    signingKey,
    limits: createServiceLimits(),
    events: options.events ?? registeredListeners,
  });
  return {
    fetch: async (request, connection) => app.fetch(request, connectionOf(connection)),
    storage,
    async checkReady() {
      const pending = await unappliedMigrations(storage);
      if (pending.length > 0)
        throw new Error(`${storage.kind} storage lacks migrations ${pending.join(', ')}`);
    },
    close: () => storage.close(),
  };
}
