import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { readServiceConfig, type ServiceConfig } from '../config';
import { startService, type CommerceService } from '../service';
import { openStorage, type Storage } from '../storage/database';
import { observedHandler } from './exchanges';
import { createDatabase, databaseOn, dropDatabase, type TemplateKind } from './storage-templates';

/**
 * Service tests run over HTTP against real storage: PGlite in memory by default, or a fresh
 * database on the PostgreSQL that `TEST_DATABASE_URL` points at (dropped again afterwards). Either
 * starts as a copy of the run's migrated (or seeded) template (global-setup.ts), which is what a
 * new database would be after migrating (and seeding) it, made once instead of once per file.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export interface TestStorage {
  storage: Storage;
  label: string;
  dispose(): Promise<void>;
}

/** PGlite dumps read once per test file, and shared by every storage the file opens. */
const dumps = new Map<TemplateKind, Promise<Blob>>();

export async function openTestStorage(options: { seeded?: boolean } = {}): Promise<TestStorage> {
  const templates = inject('storageTemplates');
  const kind: TemplateKind = options.seeded ? 'seeded' : 'migrated';
  if (!TEST_DATABASE_URL) {
    const file = templates?.pglite?.[kind];
    let dump = file ? dumps.get(kind) : undefined;
    if (file && !dump) {
      dump = readFile(file).then((bytes) => new Blob([bytes]));
      dumps.set(kind, dump);
    }
    const storage = await openStorage({ loadDataDir: await dump });
    return { storage, label: 'pglite', dispose: () => storage.close() };
  }
  const name = `storefront_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await createDatabase(TEST_DATABASE_URL, name, templates?.postgres?.[kind]);
  const storage = await openStorage({ databaseUrl: databaseOn(TEST_DATABASE_URL, name) });
  return {
    storage,
    label: 'postgres',
    async dispose() {
      await storage.close();
      await dropDatabase(TEST_DATABASE_URL, name);
    },
  };
}

export interface TestService {
  /** `{base_url}` of the running service, e.g. `http://127.0.0.1:40123/commerce`. */
  baseUrl: string;
  config: ServiceConfig;
  service: CommerceService;
  /** A fresh token of the given kind. */
  token(kind: 'implicit' | 'admin'): Promise<string>;
  /** fetch relative to `baseUrl`, with a bearer token when one is given. */
  request(path: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

export async function startTestService(overrides: Partial<ServiceConfig> = {}): Promise<TestService> {
  const config: ServiceConfig = { ...readServiceConfig({}), seedDemoData: false, ...overrides };
  const testStorage = await openTestStorage({ seeded: config.seedDemoData });
  const service = await startService(config, { storage: testStorage.storage });
  // Every answer over HTTP is shown to the listener of exchanges.ts (the vendor conformance suite).
  const server = serve({ fetch: observedHandler(service.fetch), port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  // The tests' fetch shares this process with the database: under load its timers run late, and a
  // connection the server closed after its usual 5 idle seconds could be reused at that moment
  // ("TypeError: terminated"). So the server keeps them, and close() ends them when the tests are done.
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 120_000;
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}/commerce`;

  const request: TestService['request'] = (path, init = {}) => {
    const { token, json, headers, ...rest } = init;
    const merged = new Headers(headers);
    if (token) merged.set('Authorization', `Bearer ${token}`);
    let body = rest.body;
    if (json !== undefined) {
      merged.set('Content-Type', 'application/json');
      body = JSON.stringify(json);
    }
    return fetch(`${baseUrl}${path}`, { ...rest, headers: merged, body });
  };

  return {
    baseUrl,
    config,
    service,
    request,
    async token(kind) {
      const form = new URLSearchParams({
        grant_type: kind === 'admin' ? 'client_credentials' : 'implicit',
        client_id: config.clientId,
      });
      if (kind === 'admin') form.set('client_secret', config.clientSecret);
      const response = await request('/oauth/access_token', { method: 'POST', body: form });
      if (!response.ok) throw new Error(`token request failed: ${response.status}`);
      const body = (await response.json()) as { access_token: string };
      return body.access_token;
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await testStorage.dispose();
    },
  };
}

/** Reads an error envelope and returns its first error, failing loudly if it is not one. */
export async function firstError(response: Response) {
  const body = (await response.json()) as {
    errors?: { status: string | number; title: string; detail?: string; meta?: Record<string, unknown> }[];
  };
  if (!Array.isArray(body.errors) || body.errors.length === 0)
    throw new Error(`not an error envelope: ${JSON.stringify(body)}`);
  return body.errors[0]!;
}
